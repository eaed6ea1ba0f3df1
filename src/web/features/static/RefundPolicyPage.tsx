import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { StaticPageLayout, SupportEmail } from './StaticPageLayout';

export function Component() {
  return (
    <StaticPageLayout
      title="Refund Policy"
      updated="1 November 2026"
      intro="We want you to love what you wear. If something is not right, here is how refunds work."
    >
      <h2>Requesting a refund</h2>
      <p>
        Please request a refund within <strong>2 calendar days of purchase</strong>. Write to <SupportEmail />{' '}
        with your order number, the item and size, and the reason for the request. Requests received after 2
        calendar days cannot be accepted.
      </p>
      <h2>Proof of purchase</h2>
      <p>
        Proof of purchase is required for every refund: your order number, the order confirmation email or the
        invoice that came with your parcel.
      </p>
      <h2>How refunds are paid</h2>
      <p>
        Once we approve your request, the refund is processed within <strong>5 to 7 business days</strong> to
        the <strong>original payment method</strong>. Card and UPI refunds may take a few more days to show in
        your statement, depending on your bank. Cash on delivery orders are refunded to a bank account you
        share with us.
      </p>
      <h2>What cannot be refunded</h2>
      <ul>
        <li>Customised products, such as pieces printed or altered to your request.</li>
        <li>Services that have been fully rendered.</li>
        <li>Digital content that has been accessed or downloaded.</li>
      </ul>
      <h2>Condition of returned items</h2>
      <p>
        Items must be unworn, unwashed and in their original packaging with all tags attached. We inspect
        every return before approving the refund.
      </p>
      <h2>Questions</h2>
      <p>
        See our <Link to={paths.shippingDelivery}>Shipping &amp; Delivery</Link> policy for delivery times, or{' '}
        <Link to={paths.contactUs}>contact us</Link> and we will help.
      </p>
    </StaticPageLayout>
  );
}

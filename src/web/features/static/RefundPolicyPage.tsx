import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import { paths } from '#shared/paths';
import { DEFAULT_RETURN_WINDOW_DAYS } from '#shared/settings/returns';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';
import { RETURNS_POLICY_URL } from './returns-policy-api';
import { StaticPageLayout, SupportEmail } from './StaticPageLayout';

/** The shop's return window (the returns setting), so the policy never states another figure. */
function useReturnWindowDays(): number {
  const initial = useInitialAnswers();
  const policy = useQuery({
    queryKey: ['returns-policy'],
    queryFn: ({ signal }) => api<{ windowDays: number }>(RETURNS_POLICY_URL, { withApiKey: true, signal }),
    initialData: () => initial<{ windowDays: number }>(RETURNS_POLICY_URL),
  });
  return policy.data?.windowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
}

export function Component() {
  const days = useReturnWindowDays();
  const windowText = `${days} calendar ${days === 1 ? 'day' : 'days'} of delivery`;
  return (
    <StaticPageLayout
      title="Refund Policy"
      updated="23 November 2026"
      intro="We want you to love what you wear. If something is not right, here is how returns, exchanges and refunds work."
    >
      <h2>Returns and exchanges</h2>
      {days === 0 && (
        <p>
          <strong>{AFTER_ORDER_MESSAGES.returnsOff}</strong> The rest of this section applies once they are
          back.
        </p>
      )}
      <p>
        You can ask to return items, or exchange them for another size, within <strong>{windowText}</strong>:
        the window counts from the day your parcel is delivered, not the day you ordered, and closes at
        midnight (India time) on its last day. Open the order under <Link to={paths.orders}>My Orders</Link>,
        choose <strong>Request a return</strong>, pick the items and how many, tell us why, and choose a
        refund or another size that is in stock. Requests after the window cannot be accepted.
      </p>
      <p>
        We review every request and email you at each step: approved (or not, with the reason), parcel
        received, refund sent. An exchange ships as a new order at no charge; its size is set aside for you as
        soon as we approve the request, so it cannot sell out in the meantime.
      </p>
      <h2>Cancelling an order</h2>
      <p>
        While an order is <strong>Processed</strong> (not yet dispatched) you can cancel it from its page. An
        online payment is refunded in full.
      </p>
      <h2>Proof of purchase</h2>
      <p>
        Proof of purchase is required for every refund: your order number, the order confirmation email or the
        invoice that came with your parcel.
      </p>
      <h2>How refunds are paid</h2>
      <p>
        Once we receive your return, the refund is processed within <strong>5 to 7 business days</strong> to
        the <strong>original payment method</strong>. Card and UPI refunds may take a few more days to show in
        your statement, depending on your bank. Cash on delivery orders are refunded by bank or UPI transfer
        to an account you share with us. You can also write to <SupportEmail /> with any question about a
        refund.
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
        every return before the refund.
      </p>
      <h2>Questions</h2>
      <p>
        See our <Link to={paths.shippingDelivery}>Shipping &amp; Delivery</Link> policy for delivery times, or{' '}
        <Link to={paths.contactUs}>contact us</Link> and we will help.
      </p>
    </StaticPageLayout>
  );
}

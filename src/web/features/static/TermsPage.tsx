import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { StaticPageLayout, SupportEmail } from './StaticPageLayout';

export function Component() {
  return (
    <StaticPageLayout
      title="Terms & Conditions"
      updated="1 November 2026"
      intro="By using this website and placing an order you agree to these terms."
    >
      <h2>Your account</h2>
      <p>
        You are responsible for keeping your password safe and for all activity under your account. Please
        tell us at once at <SupportEmail /> if you believe your account has been misused.
      </p>
      <h2>Products and prices</h2>
      <p>
        All prices are in Indian Rupees (₹) and include applicable taxes. We try to show colours accurately,
        but the shade you see may vary slightly with your screen. Prices and availability may change without
        notice; the price you pay is the one shown when you place your order.
      </p>
      <h2>Orders</h2>
      <p>
        An order is confirmed once payment succeeds or, for cash on delivery, once you place it. We may cancel
        an order if an item is out of stock or if we suspect fraud; any amount paid is then refunded in full.
      </p>
      <h2>Payment</h2>
      <p>
        Online payments are handled securely by our payment provider. Cash on delivery is available on all
        orders delivered within India.
      </p>
      <h2>Shipping, refunds and cancellations</h2>
      <p>
        Delivery is covered by our <Link to={paths.shippingDelivery}>Shipping &amp; Delivery</Link> policy and
        refunds by our <Link to={paths.refundPolicy}>Refund Policy</Link>.
      </p>
      <h2>Intellectual property</h2>
      <p>
        All designs, photos and text on this website belong to Oversized and may not be reused without
        consent.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the
        courts of Bengaluru, Karnataka.
      </p>
    </StaticPageLayout>
  );
}

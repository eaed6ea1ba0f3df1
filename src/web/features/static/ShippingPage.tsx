import { Link } from 'react-router';
import { DELIVERY_CHARGE_RUPEES } from '#shared/constants';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { StaticPageLayout, SupportEmail } from './StaticPageLayout';

export function Component() {
  return (
    <StaticPageLayout
      title="Shipping & Delivery"
      updated="1 November 2026"
      intro="We deliver all over India, with cash on delivery or secure online payment."
    >
      <h2>Where we deliver</h2>
      <p>
        We deliver <strong>all over India</strong>, to every serviceable PIN code of our courier partners,
        from metro cities to small towns.
      </p>
      <h2>Processing time</h2>
      <p>
        Orders are processed in <strong>1 to 2 business days</strong>. Orders placed on Sundays or public
        holidays are processed on the next business day.
      </p>
      <h2>Delivery time</h2>
      <p>
        Standard delivery takes <strong>3 to 7 business days</strong> after your order is dispatched. Remote
        areas and the North-East may take a little longer.
      </p>
      <h2>Delivery charge</h2>
      <p>
        A flat delivery charge of {formatRupees(DELIVERY_CHARGE_RUPEES)} is added to every order at checkout.
      </p>
      <h2>Tracking your order</h2>
      <p>
        When your order is dispatched we email you the courier&apos;s tracking ID, and you can also see it on
        your <Link to={paths.orders}>Orders</Link> page. While an order is still being processed you can
        change its delivery address from the same page.
      </p>
      <h2>Cash on delivery</h2>
      <p>Cash on delivery is available on all orders. Please keep the exact amount ready for the courier.</p>
      <h2>Need help?</h2>
      <p>
        Write to <SupportEmail /> with your order number and we will get back to you within one business day.
      </p>
    </StaticPageLayout>
  );
}

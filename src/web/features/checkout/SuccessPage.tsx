/**
 * /success: Payment Successful (Order placed for cash on delivery), Continue Shopping, and back to
 * / after 5 seconds (docs/product.md section 2).
 */
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SUCCESS_REDIRECT_MS } from '#shared/constants';
import { paths } from '#shared/paths';
import { usePageTitle } from '#web/components/use-page-title';
import { type SuccessState, successWording } from './success-state';

export function Component() {
  const navigate = useNavigate();
  const state = useLocation().state as Partial<SuccessState> | null;
  const orderId = state?.orderId;
  const wording = successWording(state);
  usePageTitle(wording.heading);
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.home), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <CircleCheck aria-hidden="true" size={64} className="text-green-700" />
      <h1 className="mt-4 text-3xl font-black tracking-tight">{wording.heading}</h1>
      {wording.amountLine && <p className="mt-3 text-lg font-semibold">{wording.amountLine}</p>}
      <p className="mt-3 text-neutral-700">
        {orderId ? `Thank you! Your order ${orderId} is confirmed.` : 'Thank you! Your order is confirmed.'} A
        confirmation is on its way to your email.
      </p>
      <p className="mt-2 text-sm text-neutral-600">
        Taking you to the home page in {SUCCESS_REDIRECT_MS / 1000} seconds.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.products}
          className="rounded-md border-2 border-neutral-900 bg-neutral-900 px-6 py-3 font-semibold text-white hover:bg-neutral-700"
        >
          Continue Shopping
        </Link>
        <Link
          to={paths.orders}
          className="rounded-md border-2 border-neutral-900 px-6 py-3 font-semibold hover:bg-neutral-100"
        >
          My Orders
        </Link>
      </div>
    </section>
  );
}

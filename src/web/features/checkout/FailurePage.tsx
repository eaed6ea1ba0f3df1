/** /failure: Payment Failed, Try Again (to /checkout) and Go Home (docs/product.md section 2). */
import { CircleX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '#shared/paths';
import { usePageTitle } from '#web/components/use-page-title';

export function Component() {
  usePageTitle('Payment Failed');
  const message = (useLocation().state as { message?: string } | null)?.message;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <CircleX aria-hidden="true" size={64} className="text-red-700" />
      <h1 className="mt-4 text-3xl font-black tracking-tight">Payment Failed</h1>
      <p className="mt-3 text-neutral-700">
        {message || 'Your payment did not go through and no order was placed. Your cart is still here.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.checkout}
          className="rounded-md border-2 border-neutral-900 bg-neutral-900 px-6 py-3 font-semibold text-white hover:bg-neutral-700"
        >
          Try Again
        </Link>
        <Link
          to={paths.home}
          className="rounded-md border-2 border-neutral-900 px-6 py-3 font-semibold hover:bg-neutral-100"
        >
          Go Home
        </Link>
      </div>
    </section>
  );
}

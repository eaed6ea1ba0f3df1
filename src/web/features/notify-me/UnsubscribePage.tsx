/**
 * /notify-me/unsubscribe?token=... (docs/product.md section 19), linked from each back-in-stock
 * message. Opening the link changes nothing (mail scanners open links); the button does.
 */
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#shared/paths';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { usePageTitle } from '#web/components/use-page-title';
import { unsubscribeFromRestockMessages } from './notify-me-api';

export function Component() {
  usePageTitle('Back-in-stock messages');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribeFromRestockMessages(token) });
  return (
    <section className="mx-auto max-w-xl px-4 py-12" aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading" className="text-2xl font-black tracking-tight">
        Back-in-stock messages
      </h1>
      <p className="mt-3 text-neutral-700">
        Stop every back-in-stock message still waiting for this address. You can ask again on any product
        page.
      </p>
      <div className="mt-6" aria-live="polite">
        {stop.isSuccess ? (
          <SuccessNotice>{stop.data.message}</SuccessNotice>
        ) : (
          <>
            <ErrorNotice>{stop.isError ? errorText(stop.error) : ''}</ErrorNotice>
            <Button onClick={() => stop.mutate()} disabled={stop.isPending} className="mt-3">
              Stop back-in-stock messages
            </Button>
          </>
        )}
      </div>
      <Link to={paths.products} className="mt-8 inline-block font-medium underline underline-offset-4">
        Browse products
      </Link>
    </section>
  );
}

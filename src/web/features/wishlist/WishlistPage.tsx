/**
 * /wishlist (docs/product.md section 19): the saved products with today's price, any drop since
 * they were saved, and the sizes in stock; for a visitor, the browser's list (it joins the
 * account's at login). Rendered in the browser only: the list is the visitor's own.
 */
import { Link } from 'react-router';
import { SIZES } from '#shared/constants';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import type { WishlistEntry } from '#shared/wishlist';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { useCurrentUser } from '../accounts/use-current-user';
import { removeFromBrowserWishlist, useBrowserWishlist } from './browser-wishlist';
import { useBrowserWishlistPreview, useSaveToWishlist, useWishlist } from './wishlist-api';

export function Component() {
  usePageTitle('Wishlist');
  const { data: user, isPending: userPending } = useCurrentUser();
  const lines = useBrowserWishlist();
  const account = useWishlist({ enabled: Boolean(user) });
  const preview = useBrowserWishlistPreview(user === null ? lines : []);
  const save = useSaveToWishlist();
  const visitor = user === null;
  const list = visitor ? (lines.length === 0 ? [] : preview.data?.items) : account.data?.items;
  const failed = visitor ? preview.error : account.error;

  const remove = (itemId: string) => {
    if (visitor) removeFromBrowserWishlist(itemId);
    else save.mutate({ itemId, saved: false });
  };

  if (userPending || (!list && !failed)) return <PageSpinner />;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="wishlist-heading">
      <h1 id="wishlist-heading" className="text-2xl font-black tracking-tight sm:text-3xl">
        Wishlist
      </h1>
      {visitor && (list?.length ?? 0) > 0 && (
        <p className="mt-2 text-sm text-neutral-700">
          Saved on this device.{' '}
          <Link to={paths.login} className="font-semibold underline underline-offset-2">
            Log in
          </Link>{' '}
          to keep it with your account.
        </p>
      )}
      <div className="mt-4" aria-live="polite">
        <ErrorNotice>{failed ? errorText(failed) : save.error ? errorText(save.error) : ''}</ErrorNotice>
      </div>
      {list && list.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center">
          <p className="text-lg font-semibold">Your wishlist is empty</p>
          <p className="mt-1 text-sm text-neutral-700">Tap the heart on a product to save it here.</p>
          <Link to={paths.products} className="mt-4 inline-block font-medium underline underline-offset-4">
            Browse products
          </Link>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-neutral-200 border-y border-neutral-200">
          {list?.map((entry) => (
            <WishlistRow key={entry.itemId} entry={entry} onRemove={() => remove(entry.itemId)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WishlistRow({ entry, onRemove }: { entry: WishlistEntry; onRemove: () => void }) {
  const soldOut = entry.sizesInStock.length === 0;
  return (
    <li className="flex gap-4 py-4" data-testid="wishlist-row">
      {/* The photo repeats the name's link: hidden from screen readers and the Tab order. */}
      <Link to={paths.product(entry.itemId)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductThumb src={entry.image} alt="" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={paths.product(entry.itemId)} className="font-semibold hover:underline">
          {entry.name}
        </Link>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold">{formatRupees(entry.price)}</span>
          {entry.priceDrop > 0 && (
            <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">
              {formatRupees(entry.priceDrop)} less than when you saved it (
              {formatRupees(entry.priceWhenAdded)})
            </span>
          )}
        </p>
        <p className="text-sm text-neutral-700">
          {soldOut ? (
            'Sold out in every size'
          ) : (
            <>
              In stock:{' '}
              {SIZES.map((size) =>
                entry.sizesInStock.includes(size) ? (
                  <span
                    key={size}
                    className="mr-1 inline-block rounded border border-neutral-400 px-1.5 text-xs font-semibold"
                  >
                    {size}
                  </span>
                ) : null,
              )}
            </>
          )}
        </p>
      </div>
      <div className="self-center">
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${entry.name} from wishlist`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

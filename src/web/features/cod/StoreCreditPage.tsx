/**
 * /users/store-credit: the shopper's balance and every credit, payment and expiry, newest first
 * (docs/product.md section 22). Credit pays part or all of an order at checkout.
 */
import { Link } from 'react-router';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { useStoreCredit } from './cod-api';

const KIND_LABELS = { credit: 'Added', debit: 'Paid', expiry: 'Expired' } as const;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

export function Component() {
  usePageTitle('Store credit');
  const credit = useStoreCredit();
  if (credit.isPending) return <PageSpinner />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Store credit</h1>
      {credit.isError ? (
        <ErrorNotice className="mt-6">{errorText(credit.error)}</ErrorNotice>
      ) : (
        <>
          <p className="mt-4 text-lg">
            Balance:{' '}
            <span className="font-bold" data-testid="store-credit-balance">
              {formatRupees(credit.data.balance)}
            </span>
          </p>
          <p className="mt-1 text-sm text-neutral-700">It pays part or all of an order at checkout.</p>
          {credit.data.entries.length === 0 ? (
            <p className="mt-6 text-neutral-700">No store credit yet.</p>
          ) : (
            <ul className="mt-6 divide-y divide-neutral-200 rounded-lg border border-neutral-200">
              {credit.data.entries.map((entry, index) => (
                <li
                  key={`${entry.createdAt}-${index}`}
                  className="flex items-baseline justify-between gap-3 p-3 text-sm"
                >
                  <span>
                    <span className="font-semibold">{KIND_LABELS[entry.kind]}</span> · {day(entry.createdAt)}
                    <span className="block text-neutral-700">
                      <NoteWithOrderLink note={entry.note} orderId={entry.orderId} />
                      {entry.expiresAt && ` · expires ${day(entry.expiresAt)}`}
                    </span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span
                      className={entry.kind === 'credit' ? 'font-semibold text-green-800' : 'font-semibold'}
                    >
                      {entry.kind === 'credit' ? '+' : '−'}
                      {formatRupees(entry.amount)}
                    </span>
                    <span className="block text-xs text-neutral-600">
                      Balance {formatRupees(entry.balanceAfter)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** The entry's note with its order id, where the note names it, as a link to the order. */
function NoteWithOrderLink({ note, orderId }: { note: string; orderId: string | null }) {
  if (!orderId || !note.includes(orderId)) return note;
  const [before, after] = note.split(orderId) as [string, string];
  return (
    <>
      {before}
      <Link to={paths.order(orderId)} className="whitespace-nowrap underline underline-offset-2">
        {orderId}
      </Link>
      {after}
    </>
  );
}

/**
 * /admin/returns (docs/product.md, "After the order"): the returns queue, open ones first. Each
 * return moves one step at a time: approve or reject (with a reason the shopper sees), mark
 * received (back into stock or not), and refund (online through the provider; cash on delivery
 * with the transfer reference). Every step mails the shopper.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnJson } from '#shared/after-order';
import { Select } from '#web/components/ui/Field';
import { Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, fetchReturns, reasonOf } from '../admin-api';
import { useCan } from '../use-can';
import { ReturnCard } from './ReturnCard';

const FILTERS = [
  { value: 'open', label: 'Open returns' },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] })),
];

export function ReturnsPage() {
  usePageTitle('Returns');
  const queryClient = useQueryClient();
  const can = useCan();
  const [status, setStatus] = useState('open');
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const returns = useQuery({
    queryKey: adminKeys.returns(status),
    queryFn: () => fetchReturns(status),
    staleTime: 0,
  });

  async function act(
    item: ReturnJson,
    action: () => Promise<ReturnJson>,
    success: (done: ReturnJson) => string,
  ) {
    setBusy(item.returnId);
    setNotice(null);
    try {
      const done = await action();
      setNotice({ tone: 'success', text: success(done) });
    } catch (err) {
      setNotice({ tone: 'error', text: reasonOf(err) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.allReturns });
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading title="Returns">
        <Select
          id="return-status"
          label="Show"
          inline
          compact
          className="[&_select]:w-44"
          options={FILTERS}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </PageHeading>
      <div className="mb-4 empty:hidden">
        <StateNotice notice={notice} onClose={() => setNotice(null)} />
      </div>
      {returns.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading returns" />
        </div>
      ) : returns.isError ? (
        <Notice tone="error">{reasonOf(returns.error)}</Notice>
      ) : returns.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white py-16 text-center text-neutral-700">
          {status === 'open' ? 'No returns waiting.' : 'No returns here.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {returns.data.map((item) => (
            <li key={item.returnId}>
              <ReturnCard item={item} busy={busy === item.returnId} act={act} can={can} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The dashboard's COD panel (docs/product.md section 22): COD share, confirmation rate and RTO
 * rate, by state and for the worst pincodes (at least 5 COD orders), with "Stop COD here", which
 * adds the pincode to the no-COD list of the delivery settings.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CodPanelJson, RtoRow } from '#shared/cod';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cellClass, Table } from '#web/components/ui/Table';
import { api } from '#web/lib/api';

const card = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-5';
const codPanelKey = ['admin', 'cod-panel'] as const;
const fetchCodPanel = () => api<CodPanelJson>('/api/admins/cod-panel', { withApiKey: true });
const stopCod = (pincode: string) =>
  api<CodPanelJson>('/api/admins/cod-panel/stop-cod', {
    method: 'POST',
    body: { pincode },
    withApiKey: true,
  });

function RateRows({ rows, action }: { rows: RtoRow[]; action?: (row: RtoRow) => React.ReactNode }) {
  return rows.map((row) => (
    <tr key={row.key}>
      <th scope="row" className={`${cellClass.body} text-left font-normal`}>
        {row.key}
      </th>
      <td className={`${cellClass.body} tabular-nums`}>{row.codOrders}</td>
      <td className={`${cellClass.body} tabular-nums`}>
        {row.rto} of {row.shipped}
      </td>
      <td className={`${cellClass.body} tabular-nums font-semibold`}>{row.rtoRate}%</td>
      {action && <td className={cellClass.body}>{action(row)}</td>}
    </tr>
  ));
}

export function CodPanel() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ queryKey: codPanelKey, queryFn: fetchCodPanel });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (error) return <ErrorNotice>{errorText(error)}</ErrorNotice>;
  if (!data) return <Skeleton className="h-48" />;
  const stop = async (pincode: string) => {
    setBusy(pincode);
    setProblem(null);
    try {
      queryClient.setQueryData(codPanelKey, await stopCod(pincode));
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="cod-panel" className={card}>
      <h2 id="cod-panel" className="mb-3 text-base font-bold">
        Cash on delivery, last {data.days} days
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        {[
          ['COD share', `${data.codShare}%`],
          ['Confirmed', `${data.confirmationRate}%`],
          ['Returned to origin', `${data.rtoRate}%`],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-neutral-700">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {problem && <ErrorNotice className="mt-3">{problem}</ErrorNotice>}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold">By state</h3>
          {data.byState.length === 0 ? (
            <p className="text-neutral-700">No COD orders yet.</p>
          ) : (
            <Table label="RTO by state" columns={['State', 'COD orders', 'Back', 'RTO rate']}>
              <RateRows rows={data.byState} />
            </Table>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Worst pincodes (5 or more COD orders)</h3>
          {data.worstPincodes.length === 0 ? (
            <p className="text-neutral-700">No pincode with returns yet.</p>
          ) : (
            <Table label="RTO by pincode" columns={['Pincode', 'COD orders', 'Back', 'RTO rate', '']}>
              <RateRows
                rows={data.worstPincodes}
                action={(row) =>
                  data.worstPincodes.find((p) => p.key === row.key)?.codStopped ? (
                    <span className="text-sm text-neutral-700">COD stopped</span>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy !== null}
                      onClick={() => stop(row.key)}
                      aria-label={`Stop COD here: pincode ${row.key}`}
                    >
                      Stop COD here
                    </Button>
                  )
                }
              />
            </Table>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * /admin/shipping (docs/product.md, "Shipping"): the NDR queue (parcels whose last delivery
 * attempt failed: reattempt on a day, update the phone or address, or return to origin), and,
 * with the sandbox courier, every booked parcel with a control that moves it to any step, exactly
 * as the courier's webhook would.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAGE_LABELS, TRACKING_STAGES, type TrackingStage } from '#shared/shipping';
import { Button } from '#web/components/ui/Button';
import { Select, TextField } from '#web/components/ui/Field';
import { Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import {
  advanceSandbox,
  fetchNdrQueue,
  fetchShipments,
  type NdrRowJson,
  reasonOf,
  type ShipmentRowJson,
} from '../admin-api';
import { AdminOrderLink } from '../orders/AdminOrderLink';
import { NdrCard, type Run } from './NdrCard';

const keys = { shipments: ['admin', 'shipments'] as const, ndr: ['admin', 'ndr'] as const };

const stageText = (stage: string | null) =>
  stage ? (STAGE_LABELS[stage as TrackingStage] ?? stage) : 'Booked, waiting for pickup';

export function ShippingPage() {
  usePageTitle('Shipping');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const shipments = useQuery({ queryKey: keys.shipments, queryFn: fetchShipments, staleTime: 0 });
  const ndr = useQuery({ queryKey: keys.ndr, queryFn: fetchNdrQueue, staleTime: 0 });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.shipments }),
      queryClient.invalidateQueries({ queryKey: keys.ndr }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    ]);
  async function run(action: () => Promise<unknown>, success: string) {
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: success });
    } catch (err) {
      setNotice({ tone: 'error', text: reasonOf(err) });
    } finally {
      await refresh();
    }
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="Shipping" />
      <div className="mb-4 empty:hidden">
        <StateNotice notice={notice} onClose={() => setNotice(null)} />
      </div>
      <h2 className="mb-3 text-lg font-bold">Failed deliveries (NDR)</h2>
      {ndr.isPending ? (
        <Spinner label="Loading failed deliveries" />
      ) : ndr.error ? (
        <Notice tone="error">{reasonOf(ndr.error)}</Notice>
      ) : ndr.data.length === 0 ? (
        <p className="mb-8 text-sm text-neutral-700">No parcel is waiting for an answer.</p>
      ) : (
        <>
          <NdrList
            title="Waiting for an answer"
            empty="Every failed delivery has an answer."
            rows={ndr.data.filter((row) => !row.requested)}
            run={run}
          />
          <NdrList
            title="Asked the courier"
            empty="Nothing asked yet."
            rows={ndr.data.filter((row) => row.requested)}
            run={run}
          />
        </>
      )}
      {shipments.data?.provider === 'sandbox' && (
        <>
          <h2 className="mb-1 text-lg font-bold">Sandbox courier</h2>
          <p className="mb-3 text-sm text-neutral-700">
            Test parcels (their AWBs start with TEST). Move one to any step: the shop reacts as it does to the
            courier&apos;s updates.
          </p>
          <ul className="space-y-3">
            {shipments.data.shipments.map((row) => (
              <SandboxCard key={row.awb} row={row} run={run} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * One part of the queue: parcels nobody has answered yet, then those the shopper or the shop
 * has answered (their answer went to the courier; the form can still change it).
 */
function NdrList({
  title,
  empty,
  rows,
  run,
}: {
  title: string;
  empty: string;
  rows: NdrRowJson[];
  run: Run;
}) {
  return (
    <section aria-label={title} className="mb-8">
      <h3 className="mb-2 font-semibold">
        {title} ({rows.length})
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-700">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <NdrCard key={row.orderId} row={row} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SandboxCard({ row, run }: { row: ShipmentRowJson; run: Run }) {
  const [stage, setStage] = useState<TrackingStage>('picked_up');
  const [reason, setReason] = useState('Customer not available');
  return (
    <li className="rounded-lg border border-neutral-300 bg-white p-4 text-sm" data-awb={row.awb}>
      <p className="font-semibold">
        <AdminOrderLink orderId={row.orderId} /> · AWB {row.awb} · order {row.orderStatus}
      </p>
      <p className="text-neutral-700">Now: {stageText(row.stage)}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Select
          label={`Next step for ${row.awb}`}
          value={stage}
          onChange={(e) => setStage(e.target.value as TrackingStage)}
          options={TRACKING_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))}
        />
        {stage === 'failed_attempt' && (
          <TextField label="Courier's reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
        <Button
          size="sm"
          onClick={() =>
            run(
              () => advanceSandbox(row.awb!, stage, stage === 'failed_attempt' ? reason : undefined),
              `${row.orderId}: ${STAGE_LABELS[stage]}.`,
            )
          }
        >
          Apply step
        </Button>
      </div>
    </li>
  );
}

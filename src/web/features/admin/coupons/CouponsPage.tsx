/**
 * /admin/coupons (docs/product.md section 13): the coupons with their uses so far and remaining;
 * New coupon and Edit open the form above the list; Pause and Resume act at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CouponJson } from '#shared/coupons';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { reasonOf } from '../admin-api';
import { CouponFormCard } from './CouponFormCard';
import { CouponsTable } from './CouponsTable';
import { couponsKey, setCouponPaused, useCoupons } from './coupons-api';

export function CouponsPage() {
  usePageTitle('Coupons');
  const queryClient = useQueryClient();
  const { data, error } = useCoupons();
  /** 'new', the coupon being edited, or null when the form is closed. */
  const [editing, setEditing] = useState<'new' | CouponJson | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function pause(coupon: CouponJson, paused: boolean) {
    setBusyId(coupon.id);
    setNotice(null);
    try {
      await setCouponPaused(coupon.id, paused);
      await queryClient.invalidateQueries({ queryKey: couponsKey });
      setNotice({ tone: 'success', text: `Coupon ${coupon.code} ${paused ? 'paused' : 'resumed'}.` });
    } catch (err) {
      setNotice({ tone: 'error', text: `Could not change ${coupon.code}.`, detail: reasonOf(err) });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="Coupons">
        {editing === null && (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            New coupon
          </Button>
        )}
      </PageHeading>
      <StateNotice notice={notice} onClose={() => setNotice(null)} className="mb-4" />
      {editing !== null && (
        <CouponFormCard
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            setNotice({ tone: 'success', text: `Coupon ${saved.code} saved.` });
          }}
        />
      )}
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !data ? (
        <Spinner label="Loading the coupons" />
      ) : data.length === 0 ? (
        <p className="text-neutral-700">No coupons yet. New coupon makes the first one.</p>
      ) : (
        <CouponsTable
          coupons={data}
          busyId={busyId}
          onEdit={(coupon) => {
            setNotice(null);
            setEditing(coupon);
            window.scrollTo({ top: 0 });
          }}
          onPause={pause}
        />
      )}
    </section>
  );
}

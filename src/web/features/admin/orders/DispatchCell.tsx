/**
 * The dispatch column (SPEC sections 2 and 4): for a Processed order a tracking id input with
 * Dispatch, and Cancel; a blank tracking id is refused here with SPEC's message.
 */
import { useState } from 'react';
import { type OrderJson, TRACKING_ID_MESSAGE } from '#shared/orders';
import { button, inputClass } from '../ui/styles';

export function DispatchCell({
  order,
  busy,
  onDispatch,
  onCancel,
  onInvalid,
}: {
  order: OrderJson;
  busy: boolean;
  onDispatch: (trackingId: string) => void;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}) {
  const [trackingId, setTrackingId] = useState('');
  if (order.status !== 'captured') return <span className="text-neutral-600">—</span>;
  const inputId = `tracking-${order.orderId}`;
  return (
    <form
      noValidate
      className="flex w-40 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (trackingId.trim() === '') onInvalid(TRACKING_ID_MESSAGE);
        else onDispatch(trackingId.trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Tracking ID for order {order.orderId}
      </label>
      <input
        id={inputId}
        value={trackingId}
        onChange={(event) => setTrackingId(event.target.value)}
        placeholder="Tracking ID"
        maxLength={100}
        className={inputClass(false, true)}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          className={`${button('primary', 'sm')} flex-1`}
          disabled={busy}
          aria-label={`Dispatch order ${order.orderId}`}
        >
          Dispatch
        </button>
        <button
          type="button"
          className={`${button('secondary', 'sm')} flex-1`}
          disabled={busy}
          onClick={onCancel}
          aria-label={`Cancel order ${order.orderId}`}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

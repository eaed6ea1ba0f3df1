/**
 * The dispatch column (docs/product.md sections 2 and 4, "After the order"): for a Processed
 * order a courier (from the couriers setting), a tracking id, Dispatch and Cancel; for a
 * Dispatched one, Mark delivered. A blank tracking id is refused here with docs/product.md's
 * message beside the input, which is focused and marked: the administrator sees it where they
 * clicked, however far down the table the order is.
 */
import { useRef, useState } from 'react';
import { type OrderJson, TRACKING_ID_MESSAGE } from '#shared/orders';
import { Button } from '#web/components/ui/Button';
import { inputClass } from '#web/components/ui/Field';

export function DispatchCell({
  order,
  couriers,
  busy,
  onDispatch,
  onCancel,
  onDelivered,
  allowed,
}: {
  order: OrderJson;
  couriers: string[];
  busy: boolean;
  onDispatch: (courier: string, trackingId: string) => void;
  onCancel: () => void;
  onDelivered: () => void;
  /** What the member's roles allow (BUSINESS.md section 15): the rest is not offered. */
  allowed: { dispatch: boolean; cancel: boolean };
}) {
  const [trackingId, setTrackingId] = useState('');
  const [picked, setPicked] = useState('');
  // The couriers arrive with the settings, possibly after the row: until one is picked, the first.
  const courier = couriers.includes(picked) ? picked : (couriers[0] ?? '');
  const [blank, setBlank] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const cancelButton = allowed.cancel && (
    <Button
      variant="secondary"
      size="sm"
      className="flex-1"
      disabled={busy}
      onClick={onCancel}
      aria-label={`Cancel order ${order.orderId}`}
    >
      Cancel
    </Button>
  );
  if (order.status === 'dispatched' && allowed.dispatch)
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={onDelivered}
        aria-label={`Mark delivered: order ${order.orderId}`}
      >
        Mark delivered
      </Button>
    );
  if (order.status !== 'captured' || (!allowed.dispatch && !allowed.cancel))
    return <span className="text-neutral-600">—</span>;
  if (!allowed.dispatch) return <div className="flex w-40">{cancelButton}</div>;
  const inputId = `tracking-${order.orderId}`;
  const courierId = `courier-${order.orderId}`;
  return (
    <form
      noValidate
      className="flex w-40 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const blankNow = trackingId.trim() === '';
        setBlank(blankNow);
        if (!blankNow) return onDispatch(courier, trackingId.trim());
        input.current?.focus();
      }}
    >
      <label htmlFor={courierId} className="sr-only">
        Courier for order {order.orderId}
      </label>
      <select
        id={courierId}
        value={courier}
        onChange={(event) => setPicked(event.target.value)}
        className={inputClass(false, true)}
      >
        {couriers.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <label htmlFor={inputId} className="sr-only">
        Tracking ID for order {order.orderId}
      </label>
      <input
        ref={input}
        id={inputId}
        value={trackingId}
        onChange={(event) => {
          setTrackingId(event.target.value);
          setBlank(false);
        }}
        placeholder="Tracking ID"
        maxLength={100}
        aria-invalid={blank || undefined}
        aria-describedby={blank ? `${inputId}-message` : undefined}
        className={inputClass(blank, true)}
      />
      {blank && (
        <p id={`${inputId}-message`} role="alert" className="text-xs font-medium text-red-700">
          {TRACKING_ID_MESSAGE}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          className="flex-1"
          disabled={busy}
          aria-label={`Dispatch order ${order.orderId}`}
        >
          Dispatch
        </Button>
        {cancelButton}
      </div>
    </form>
  );
}

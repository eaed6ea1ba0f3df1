/**
 * An order's messages, mail, SMS and WhatsApp, with their state (docs/product.md section 21),
 * opened from the orders table: queued, sending, sent, delivered, read or failed (with the reason),
 * so a message that could not be delivered after its retries is seen (BUSINESS.md section 9).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { textLink } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { errorText, Notice } from '#web/components/ui/Notice';
import { Spinner } from '#web/components/ui/Spinner';
import { api } from '#web/lib/api';

interface OrderMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  template: string;
  to: string;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
  queuedAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
  error: string | null;
}

const CHANNELS = { email: 'Mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '';
const title = (template: string) => template.replace(/^order_/, '').replace(/_/g, ' ');

export function OrderMessagesButton({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${textLink} mt-1 block text-xs`} onClick={() => setOpen(true)}>
        Messages
      </button>
      {open && <OrderMessagesDialog orderId={orderId} onClose={() => setOpen(false)} />}
    </>
  );
}

function OrderMessagesDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const query = useQuery({
    queryKey: ['admin', 'order-messages', orderId],
    queryFn: () =>
      api<{ messages: OrderMessage[] }>(`/api/admins/orders/${encodeURIComponent(orderId)}/messages`, {
        withApiKey: true,
      }),
  });
  return (
    <Dialog title={`Messages for ${orderId}`} onClose={onClose} closeLabel="Close">
      {query.isPending && <Spinner />}
      {query.isError && <Notice tone="error">{errorText(query.error)}</Notice>}
      {query.data && query.data.messages.length === 0 && (
        <p className="text-sm text-neutral-700">No messages for this order.</p>
      )}
      {query.data && query.data.messages.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label="Messages, oldest first">
          {query.data.messages.map((m) => (
            <li
              key={`${m.channel}-${m.template}-${m.queuedAt}`}
              className="rounded-md border border-neutral-200 p-3 text-sm"
            >
              <p className="font-semibold">
                {CHANNELS[m.channel]}: {title(m.template)}{' '}
                <span
                  className="ml-1 rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-xs"
                  data-status={m.status}
                >
                  {m.status}
                </span>
              </p>
              <p className="text-neutral-700">To {m.to}</p>
              <p className="text-xs text-neutral-600">
                Queued {when(m.queuedAt)}
                {m.sentAt && ` · sent ${when(m.sentAt)}`}
                {m.deliveredAt && ` · delivered ${when(m.deliveredAt)}`}
                {m.readAt && ` · read ${when(m.readAt)}`}
                {m.failedAt && ` · failed ${when(m.failedAt)}`}
              </p>
              {m.error && <p className="text-xs text-red-700">{m.error}</p>}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}

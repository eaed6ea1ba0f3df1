/** The background job that empties the outbox, every channel, every few seconds (see sender.ts). */
import type { Job } from '#server/job';
import { consentStillStands } from '../privacy/outbox-gate';
import { REMINDER_PURPOSE, reminderStillWanted } from '../recovery/send-check';
import { deliverDueMessages } from './sender';

const BATCH = 20;
/** Enough batches per run to drain a burst without starving the other jobs. */
const MAX_BATCHES = 10;

export const mailSenderJob: Job = {
  name: 'mail-sender',
  intervalMs: 3000,
  async run(deps, log) {
    const senders = { email: deps.mailTransport, sms: deps.sms, whatsapp: deps.whatsapp };
    if (!senders.email && !senders.sms && !senders.whatsapp) return;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const report = await deliverDueMessages(deps.db, senders, {
        now: deps.clock,
        from: deps.config.mailFrom,
        host: new URL(deps.config.publicUrl).hostname,
        limit: BATCH,
        leaseMs: deps.config.outboxLeaseMs,
        // A consent withdrawn after a message was queued stops it (docs/decisions/038); a cart
        // reminder also stops at an order, an emptied cart or an opt-out (BUSINESS.md section 13).
        mayStillSend: (row) =>
          row.purpose === REMINDER_PURPOSE
            ? reminderStillWanted(deps.db, row, deps.clock())
            : consentStillStands(deps.db, row),
      });
      for (const failure of report.failed) {
        log?.warn({ outboxId: failure.id, reason: failure.error }, 'message not sent; it will be retried');
      }
      if (report.sent + report.failed.length < BATCH) return;
    }
  },
};

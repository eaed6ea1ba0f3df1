/** The background job that empties the outbox every few seconds (see sender.ts). */
import type { Job } from '#server/job';
import { deliverDueMail } from './sender';

const BATCH = 20;
/** Enough batches per run to drain a burst without starving the other jobs. */
const MAX_BATCHES = 10;

export const mailSenderJob: Job = {
  name: 'mail-sender',
  intervalMs: 3000,
  async run(deps, log) {
    const transport = deps.mailTransport;
    if (!transport) return;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const report = await deliverDueMail(deps.db, transport, {
        now: deps.clock,
        from: deps.config.mailFrom,
        limit: BATCH,
      });
      for (const failure of report.failed) {
        log?.warn({ outboxId: failure.id, reason: failure.error }, 'mail not delivered; it will be retried');
      }
      if (report.sent + report.failed.length < BATCH) return;
    }
  },
};

/** Every few seconds, the messages of requests a restock made due (sender.ts); the mail-sender job then delivers the mail and SMS. */
import type { Job } from '#server/job';
import { sendDueRestockMessages } from './sender';

const BATCH = 50;
const MAX_BATCHES = 10;

export const notifyMeSenderJob: Job = {
  name: 'notify-me-sender',
  intervalMs: 3000,
  async run(deps) {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const sent = await sendDueRestockMessages(deps.db, {
        publicUrl: deps.config.publicUrl,
        now: deps.clock(),
        limit: BATCH,
      });
      if (sent < BATCH) return;
    }
  },
};

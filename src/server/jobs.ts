/**
 * Background jobs run in-process on timers. Each claims its work with FOR UPDATE SKIP LOCKED,
 * so several instances on one PostgreSQL never act twice on the same row.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps';
import type { Job } from './job';
import { accountCleanupJob } from './modules/accounts/cleanup-job';
import { accessLogJob } from './modules/admin/access-log';
import { analyticsJobs } from './modules/analytics/jobs';
import { codJobs } from './modules/cod/jobs';
import { mailSenderJob } from './modules/mail/sender-job';
import { notifyMeSenderJob } from './modules/notify-me/sender-job';
import { paymentJobs } from './modules/payments/jobs';
import { privacyRetentionJob } from './modules/privacy/jobs';
import { purposeRetentionJob } from './modules/privacy/purpose-retention';
import { cartRecoveryJob } from './modules/recovery/job';
import { storeCreditJobs } from './modules/store-credit/jobs';

/** Every job the shop runs; each area adds its own here. */
export const jobs: Job[] = [
  mailSenderJob,
  accountCleanupJob,
  ...paymentJobs,
  ...codJobs,
  ...storeCreditJobs,
  notifyMeSenderJob,
  privacyRetentionJob,
  accessLogJob,
  purposeRetentionJob,
  cartRecoveryJob,
  ...analyticsJobs,
];

/** Starts every job on its timer; a run never overlaps the previous one. Returns a stopper. */
export function startJobs(deps: AppDeps, log: FastifyBaseLogger, list: Job[] = jobs): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  for (const job of list) {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = job
        .run(deps, log)
        .then(() => deps.metrics.jobSucceeded(job.name, deps.clock()))
        .catch((err) => log.error({ err, job: job.name }, 'background job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    // A first run right away: after a crash, expired reservations and unsent mail are
    // recovered at start-up rather than one interval later.
    setImmediate(tick);
    timers.push(setInterval(tick, job.intervalMs));
  }
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}

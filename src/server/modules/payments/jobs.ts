/** Background jobs of the payments area (registered in src/server/jobs.ts). */
import type { Job } from '#server/job';
import { expireReservations, reconcileReleasedOrders } from './reconcile';
import { retryDueRefunds } from './refunds';

export const paymentJobs: Job[] = [
  {
    name: 'reservation-expiry',
    intervalMs: 30_000,
    run: async (deps) => void (await expireReservations(deps)),
  },
  {
    name: 'payment-reconciliation',
    intervalMs: 5 * 60_000,
    run: async (deps) => void (await reconcileReleasedOrders(deps)),
  },
  { name: 'refund-retry', intervalMs: 60_000, run: async (deps) => void (await retryDueRefunds(deps)) },
];

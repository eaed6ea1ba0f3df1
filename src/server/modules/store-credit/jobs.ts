/** Background jobs of the store-credit area (registered in src/server/jobs.ts). */
import type { Job } from '#server/job';
import { expireStoreCredit } from './expiry';

export const storeCreditJobs: Job[] = [
  {
    name: 'store-credit-expiry',
    intervalMs: 60 * 60_000,
    run: async (deps) => void (await expireStoreCredit(deps.db, deps.clock())),
  },
];

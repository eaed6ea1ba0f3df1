/** A background job (started by jobs.ts); each module declares its own. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps';

export interface Job {
  name: string;
  intervalMs: number;
  run(deps: AppDeps, log?: FastifyBaseLogger): Promise<void>;
}

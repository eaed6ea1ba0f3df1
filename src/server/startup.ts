/** Work done once at start-up after migrations: demo catalogue and first administrator. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app';

export async function prepareData(_deps: AppDeps, _log: FastifyBaseLogger): Promise<void> {}

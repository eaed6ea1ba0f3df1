/** HTTP routes of the mail area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function mailRoutes(_app: FastifyInstance) {}

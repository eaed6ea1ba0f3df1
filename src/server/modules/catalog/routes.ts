/** HTTP routes of the catalog area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function catalogRoutes(_app: FastifyInstance) {}

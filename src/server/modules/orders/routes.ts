/** HTTP routes of the orders area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function orderRoutes(_app: FastifyInstance) {}

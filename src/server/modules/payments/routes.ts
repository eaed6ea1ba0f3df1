/** HTTP routes of the payments area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function paymentRoutes(_app: FastifyInstance) {}

/** HTTP routes of the checkout area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function checkoutRoutes(_app: FastifyInstance) {}

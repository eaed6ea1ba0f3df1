/** HTTP routes of the cart area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function cartRoutes(_app: FastifyInstance) {}

/** HTTP routes of the admin area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function adminRoutes(_app: FastifyInstance) {}

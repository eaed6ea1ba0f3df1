/** HTTP routes of the accounts area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function accountRoutes(_app: FastifyInstance) {}

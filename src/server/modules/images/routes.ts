/** HTTP routes of the images area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';

export async function imageRoutes(_app: FastifyInstance) {}

/** The privacy area's routes (BUSINESS.md section 14, docs/decisions/038-personal-data.md). */
import type { FastifyInstance } from 'fastify';
import { consentRoutes } from './consent-routes';

export async function privacyRoutes(app: FastifyInstance) {
  await app.register(consentRoutes);
}

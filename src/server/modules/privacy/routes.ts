/** The privacy area's routes (BUSINESS.md section 14, docs/decisions/038-personal-data.md). */
import type { FastifyInstance } from 'fastify';
import { breachRoutes } from './breach-routes';
import { consentRoutes } from './consent-routes';
import { grievanceRoutes } from './grievance-routes';
import { rightsRoutes } from './rights-routes';

export async function privacyRoutes(app: FastifyInstance) {
  await app.register(consentRoutes);
  await app.register(rightsRoutes);
  await app.register(grievanceRoutes);
  await app.register(breachRoutes);
}

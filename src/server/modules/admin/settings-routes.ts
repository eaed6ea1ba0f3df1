/**
 * The admin settings page's calls (docs/product.md section 12): read every section, save one.
 * Each save is checked against its section's schema and recorded as an audit event with the
 * section's value before and after.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { isSettingsKey, SETTINGS_MESSAGES } from '#shared/settings/index';
import { readAllSettings, readSettings, writeSettings } from '../settings';
import { recordAdminEvent } from './audit';

const sectionParamsSchema = z.object({ section: z.string() });

export async function adminSettingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];

  app.get(
    '/api/admins/settings',
    {
      config: { permission: 'settings.manage' },
      onRequest,
      schema: { response: { 200: jsonReply('Every settings section by name') } },
    },
    () => readAllSettings(deps.db),
  );

  app.put(
    '/api/admins/settings/:section',
    {
      config: { permission: 'settings.manage' },
      onRequest,
      schema: {
        params: sectionParamsSchema,
        body: z
          .unknown()
          .describe("The section's new value, checked against its schema in src/shared/settings"),
        response: { 200: jsonReply('The section as saved') },
      },
    },
    async (request) => {
      const { section } = request.params;
      if (!isSettingsKey(section)) throw new AppError('not_found', SETTINGS_MESSAGES.unknownSection);
      await deps.db.transaction(async (tx) => {
        const { before, after } = await writeSettings(tx, section, request.body, deps.clock());
        await recordAdminEvent(tx, request.admin!.accountId, 'settings.updated', { section, before, after });
      });
      return readSettings(deps.db, section);
    },
  );
}

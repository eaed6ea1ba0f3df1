/**
 * The dashboard's COD panel (docs/product.md section 22): its figures, and "stop COD here", which
 * adds a pincode to the delivery settings' no-COD list, recorded as a settings change like any
 * other save of the section.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { stopCodSchema } from '#shared/cod';
import { readCodPanel } from '../cod/panel';
import { readSettings, writeSettings } from '../settings';
import { recordAdminEvent } from './audit';

export async function adminCodPanelRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];

  app.get(
    '/api/admins/cod-panel',
    {
      config: { permission: 'cod.manage' },
      onRequest,
      schema: { response: { 200: jsonReply("The COD panel's share, confirmation and RTO rates") } },
    },
    () => readCodPanel(deps.db, deps.clock()),
  );

  app.post(
    '/api/admins/cod-panel/stop-cod',
    {
      config: { permission: 'cod.manage' },
      onRequest,
      schema: {
        body: stopCodSchema,
        response: { 200: jsonReply('The COD panel, with the pincode now without COD') },
      },
    },
    async (request) => {
      await deps.db.transaction(async (tx) => {
        const current = await readSettings(tx, 'delivery');
        const { before, after } = await writeSettings(
          tx,
          'delivery',
          { ...current, noCodPincodes: [...current.noCodPincodes, request.body.pincode] },
          deps.clock(),
        );
        await recordAdminEvent(tx, request.admin!.accountId, 'settings.updated', {
          section: 'delivery',
          before,
          after,
          why: `stop COD at ${request.body.pincode}`,
        });
      });
      return readCodPanel(deps.db, deps.clock());
    },
  );
}

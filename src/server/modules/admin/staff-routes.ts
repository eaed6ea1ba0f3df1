/**
 * The Owner's staff page calls (BUSINESS.md section 15) and the invited member's password link.
 * Each route names its permission (src/shared/permissions.ts); the check is in permission-check.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonReply, noBody } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { messageSchema } from '#shared/accounts';
import { rowIdSchema } from '#shared/row-id';
import {
  acceptInviteSchema,
  inviteSchema,
  rolesSchema,
  STAFF_MESSAGES,
  staffListSchema,
  staffMemberSchema,
} from '#shared/staff';
import { listAdminEvents } from './audit';
import { acceptInvite, inviteStaff } from './invites';
import { changeRoles, listStaff, reinstateMember, removeMember, suspendMember, toStaffMember } from './staff';

const auditQuerySchema = z.object({
  adminId: rowIdSchema('Choose a staff member from the list.').optional(),
  type: z.string().trim().min(1).max(60, { error: 'The action can be at most 60 characters.' }).optional(),
  page: z.coerce.number().int().min(1, { error: 'The page must be 1 or more.' }).max(1000).default(1),
});

const memberParams = z.object({
  id: rowIdSchema(STAFF_MESSAGES.notFound),
});

export async function adminStaffRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const config = { permission: 'staff.manage' } as const;
  const change = (request: { admin?: { accountId: number }; params: { id: number } }) => ({
    actorId: request.admin!.accountId,
    memberId: request.params.id,
  });

  app.get(
    '/api/admins/staff',
    { config, onRequest, schema: { response: { 200: staffListSchema } } },
    async () => ({ staff: await listStaff(deps.db) }),
  );

  app.post(
    '/api/admins/staff',
    { config, onRequest, schema: { body: inviteSchema, response: { 201: staffMemberSchema } } },
    async (request, reply) => {
      const member = await inviteStaff(deps.db, request.body, {
        actorId: request.admin!.accountId,
        now: deps.clock(),
        publicUrl: deps.config.publicUrl,
      });
      return reply.code(201).send(toStaffMember(member, true));
    },
  );

  app.put(
    '/api/admins/staff/:id/roles',
    {
      config,
      onRequest,
      schema: { params: memberParams, body: rolesSchema, response: { 200: staffMemberSchema } },
    },
    async (request) => changeRoles(deps.db, change(request), request.body.roles),
  );

  app.post(
    '/api/admins/staff/:id/suspend',
    { config, onRequest, schema: { params: memberParams, body: noBody, response: { 200: messageSchema } } },
    async (request) => {
      await suspendMember(deps.db, change(request), deps.clock());
      return { message: STAFF_MESSAGES.suspended };
    },
  );

  app.post(
    '/api/admins/staff/:id/reinstate',
    { config, onRequest, schema: { params: memberParams, body: noBody, response: { 200: messageSchema } } },
    async (request) => {
      await reinstateMember(deps.db, change(request));
      return { message: STAFF_MESSAGES.reinstated };
    },
  );

  app.delete(
    '/api/admins/staff/:id',
    { config, onRequest, schema: { params: memberParams, body: noBody, response: { 200: messageSchema } } },
    async (request) => {
      await removeMember(deps.db, change(request), deps.clock());
      return { message: STAFF_MESSAGES.removed };
    },
  );

  app.get(
    '/api/admins/audit',
    {
      config: { permission: 'audit.read' },
      onRequest,
      schema: { querystring: auditQuerySchema, response: { 200: jsonReply('Staff actions, newest first') } },
    },
    async (request) => listAdminEvents(deps.db, request.query),
  );

  // The invited member is not signed in yet: the one-time token is the credential.
  app.post(
    '/api/admins/invites/accept',
    { onRequest: requireApiKey(app), schema: { body: acceptInviteSchema, response: { 200: messageSchema } } },
    async (request) => {
      await acceptInvite(deps.db, request.body, deps.clock());
      return { message: STAFF_MESSAGES.passwordSet };
    },
  );
}

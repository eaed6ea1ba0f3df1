/** HTTP routes of the address book: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { noBody, objectReply } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { ADDRESS_MESSAGES, parseAddressId, savedAddressSchema } from '#shared/address';
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from './address-book';

const idParams = z.object({ id: z.string() });

const savedReply = (description: string) =>
  objectReply(description, { message: z.string(), address: z.unknown() });

function addressId(raw: string): number {
  const id = parseAddressId(raw);
  if (id === undefined) throw new AppError('not_found', ADDRESS_MESSAGES.notFound);
  return id;
}

export async function addressBookRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireShopper(app);
  const { deps } = app;

  app.get(
    '/api/users/addresses',
    {
      preHandler,
      schema: {
        response: {
          200: objectReply("The shopper's saved addresses, the default first", {
            addresses: z.array(z.unknown()),
          }),
        },
      },
    },
    async (request) => ({
      addresses: await listAddresses(deps.db, request.shopper!.accountId),
    }),
  );

  app.post(
    '/api/users/addresses',
    {
      preHandler,
      schema: { body: savedAddressSchema, response: { 201: savedReply('The address as saved') } },
    },
    async (request, reply) => {
      const { makeDefault, ...address } = request.body;
      const saved = await addAddress(deps.db, request.shopper!.accountId, {
        address,
        makeDefault,
        now: deps.clock(),
      });
      reply.status(201);
      return { message: ADDRESS_MESSAGES.added, address: saved };
    },
  );

  app.put(
    '/api/users/addresses/:id',
    {
      preHandler,
      schema: {
        params: idParams,
        body: savedAddressSchema,
        response: { 200: savedReply('The address as saved') },
      },
    },
    async (request) => {
      const { makeDefault, ...address } = request.body;
      const saved = await updateAddress(deps.db, request.shopper!.accountId, {
        id: addressId(request.params.id),
        address,
        makeDefault,
        now: deps.clock(),
      });
      return { message: ADDRESS_MESSAGES.updated, address: saved };
    },
  );

  app.post(
    '/api/users/addresses/:id/default',
    {
      preHandler,
      schema: { params: idParams, body: noBody, response: { 200: savedReply('The new default address') } },
    },
    async (request) => {
      const saved = await makeDefaultAddress(
        deps.db,
        request.shopper!.accountId,
        addressId(request.params.id),
        deps.clock(),
      );
      return { message: ADDRESS_MESSAGES.madeDefault, address: saved };
    },
  );

  app.delete(
    '/api/users/addresses/:id',
    {
      preHandler,
      schema: {
        params: idParams,
        body: noBody,
        response: { 200: objectReply('The address is deleted', { message: z.string() }) },
      },
    },
    async (request) => {
      await deleteAddress(deps.db, request.shopper!.accountId, addressId(request.params.id), deps.clock());
      return { message: ADDRESS_MESSAGES.deleted };
    },
  );
}

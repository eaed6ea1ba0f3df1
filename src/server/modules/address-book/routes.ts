/** HTTP routes of the address book: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { requireShopper } from '#server/plugins/sessions';
import { ADDRESS_MESSAGES, parseAddressId, savedAddressSchema } from '#shared/address';
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from './address-book';

const idParams = z.object({ id: z.string() });

function addressId(raw: string): number {
  const id = parseAddressId(raw);
  if (id === undefined) throw new AppError('not_found', ADDRESS_MESSAGES.notFound);
  return id;
}

export async function addressBookRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireShopper(app);
  const { deps } = app;

  app.get('/api/users/addresses', { preHandler }, async (request) => ({
    addresses: await listAddresses(deps.db, request.shopper!.accountId),
  }));

  app.post(
    '/api/users/addresses',
    { preHandler, schema: { body: savedAddressSchema } },
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
    { preHandler, schema: { params: idParams, body: savedAddressSchema } },
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
    { preHandler, schema: { params: idParams } },
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

  app.delete('/api/users/addresses/:id', { preHandler, schema: { params: idParams } }, async (request) => {
    await deleteAddress(deps.db, request.shopper!.accountId, addressId(request.params.id), deps.clock());
    return { message: ADDRESS_MESSAGES.deleted };
  });
}

/** GET /api/pincodes/:pincode: "Check delivery" and the address form's state and city. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { DELIVERY_MESSAGES, pincodeParamsSchema } from '#shared/delivery';
import { checkDelivery, fixedServiceability } from './serviceability';

/** Answers may be kept a few minutes: the directory never changes while the shop runs. */
const MAX_AGE_SECONDS = 300;

export async function deliveryRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const source = app.deps.serviceability ?? fixedServiceability();

  typed.get(
    '/api/pincodes/:pincode',
    {
      schema: {
        params: pincodeParamsSchema,
        response: {
          200: jsonReply(
            'Whether the shop delivers there, with cash on delivery or not, and its state and city',
          ),
        },
      },
      preHandler: requireApiKey(app),
    },
    async (request, reply) => {
      const answer = checkDelivery(request.params.pincode, await source.read());
      if (!answer)
        throw new AppError('not_found', DELIVERY_MESSAGES.invalidPincode, { code: 'invalid_pincode' });
      reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
      return answer;
    },
  );
}

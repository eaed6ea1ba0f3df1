/** GET /api/pincodes/:pincode: "Check delivery" and the address form's state and city. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { DELIVERY_MESSAGES, pincodeParamsSchema } from '#shared/delivery';
import { checkDelivery, serviceabilityOf } from './serviceability';

export async function deliveryRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const source = serviceabilityOf(app.deps);

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
      // Not kept by browsers: the admin's delivery rules hold from the moment they are saved.
      reply.header('cache-control', 'no-cache');
      return answer;
    },
  );
}

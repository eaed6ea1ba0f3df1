/**
 * Schemas for answers whose full shape is big or built elsewhere. Every route declares its reply
 * (tests/api/openapi.test.ts); a Fastify reply schema also serializes, and a strict zod object
 * would drop fields it does not name, so these pass the answer through unchanged and only
 * describe it (docs/decisions/017-metrics-and-api-description.md).
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';

/** A JSON answer, passed through as the handler built it. */
export const jsonReply = (description: string) => z.unknown().describe(description);

/** A JSON object with the fields named checked and any others kept. */
export const objectReply = <Shape extends z.core.$ZodLooseShape>(description: string, shape: Shape) =>
  z.looseObject(shape).describe(description);

/**
 * The error envelope every refusal answers with (src/server/plugins/errors.ts). A reply schema
 * covers every answer with its status, the error handler's included, so any schema for a 4xx or
 * 5xx must accept this envelope.
 */
export const errorReply = (description: string) =>
  z.object({ errorMessage: z.string(), code: z.string() }).describe(description);

/**
 * What a file route sends: text, bytes (a PDF, a zip) or a stream (a CSV). Fastify sends each as
 * it is, never through the serializer, so the schema only describes the file and types the reply.
 */
type FileBody = string | Buffer | Readable;

/** An answer that is not JSON: a page, a script, an image, a sitemap, a PDF, a CSV, a zip. */
export const fileReply = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() as z.ZodType<FileBody> } },
});

/** The body of a call that reads none: nothing, or anything, which is ignored. */
export const noBody = z.unknown().describe('Nothing is read from the body; send none or {}.');

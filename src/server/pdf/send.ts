/** Answers a request with a PDF to save, never cached (it may carry a person's name and address). */
import type { FastifyReply } from 'fastify';

export function sendPdf(reply: FastifyReply, fileName: string, bytes: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
    .send(bytes);
}

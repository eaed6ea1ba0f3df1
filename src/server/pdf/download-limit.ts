/**
 * Printed documents (tax invoices, credit notes, packing slips) are the shop's dearest downloads
 * to draw, so each account gets its own allowance of them on top of the general request limit
 * (docs/decisions/008-limits.md): 20 a minute, far above anyone's need, then 429 with
 * Retry-After until the minute is over. Every download counts, in one atomic increment before
 * any work, so a burst sent at once gets at most 20 documents.
 */
import type { FastifyRequest } from 'fastify';
import { tryAgainLater } from '#server/errors';
import type { Counters } from '#server/lib/counters';

export const PDF_DOWNLOAD_LIMIT = { max: 20, windowMs: 60 * 1000 } as const;

/** A pre-handler counting the download against `accountOf(request)`, such as "shopper:12". */
export function limitPdfDownloads(counters: Counters, accountOf: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest): Promise<void> => {
    const { count, resetInMs } = await counters.hit(
      `pdf-downloads:${accountOf(request)}`,
      PDF_DOWNLOAD_LIMIT.windowMs,
    );
    if (count > PDF_DOWNLOAD_LIMIT.max) throw tryAgainLater('Too many document downloads.', resetInMs);
  };
}

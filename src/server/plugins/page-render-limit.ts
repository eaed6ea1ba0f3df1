/**
 * Pages rendered for one address, past the page cache: a hit costs next to nothing and is not
 * counted (page requests are exempt from the request limit, rate-limits.ts), but a miss loads the
 * page's data and runs React, so made-up URLs sent fast would take the catalogue's CPU from
 * everyone else. PAGE_RENDERS_PER_MINUTE (240) is far above a shopper's pace, and shoppers behind
 * one address mostly ask for the same, cached, pages (docs/decisions/036-fast-again.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

const MINUTE = 60 * 1000;

export const TOO_MANY_RENDERS_MESSAGE =
  'Too many pages were asked for from your network in the last minute. Please wait a little and try again.';

/** Counts one render for the request's address; the seconds to wait when it is over the limit. */
export async function renderRefusedFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<number | undefined> {
  try {
    const hit = await app.deps.counters.hit(`page-render:${request.ip}`, MINUTE);
    if (hit.count <= app.deps.config.server.pageRendersPerMinute) return undefined;
    return Math.max(1, Math.ceil(hit.resetInMs / 1000));
  } catch (err) {
    // Counters that cannot be reached must not take the storefront down (as rate-limits.ts).
    request.log.warn({ err }, 'page render counter unavailable; rendering');
    return undefined;
  }
}

/** 429 with a short page a person can read (and a JSON client its errorMessage). */
export function sendTooManyRenders(request: FastifyRequest, reply: FastifyReply, retryAfter: number) {
  reply.status(429).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
  if (!/text\/html/i.test(request.headers.accept ?? ''))
    return reply.send(errorBody(TOO_MANY_RENDERS_MESSAGE, 'too_many_requests'));
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Please wait a moment | Oversized</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111}a{color:#111}</style>
</head>
<body>
<main>
<h1>Please wait a moment</h1>
<p>${TOO_MANY_RENDERS_MESSAGE}</p>
<p>You can try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}, or go to the <a href="/">home page</a>.</p>
</main>
</body>
</html>`;
  return reply.type('text/html; charset=utf-8').send(page);
}

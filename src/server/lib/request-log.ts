/**
 * What the request log says about a request, in one line once it is answered: its method, the
 * route it matched, its path with the query's values left out, the answer's status and how long
 * it took. One line, not Fastify's two (incoming and completed), and written without making a
 * child logger per request: at the default level the log is a cost every shopper's request pays
 * (docs/decisions/008-limits.md, Logs). Query values are personal
 * (an administrator's order search holds shoppers' mobile numbers and names in `q`), so they never
 * reach the log (docs/decisions/008-limits.md, Logs). Fastify's own serializers would log the
 * raw URL with its query. A path may carry a secret too: the COD confirmation link's token opens
 * its order with no login (docs/product.md section 22), so it is left out of the path as well.
 */
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export const REDACTED = '[Redacted]';

/** `/path?q=x&page=2` -> `/path?q=[Redacted]&page=[Redacted]`: the names stay, the values go. */
export function withoutQueryValues(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return names.length === 0 ? url.slice(0, mark) : `${url.slice(0, mark)}?${names.join('&')}`;
}

/**
 * The COD confirmation link, `/cod/<token>` (the page) and `/api/cod/<token>/…` (its calls), in
 * any case or with doubled slashes, as the router or the web app might still read them.
 */
const TOKEN_PATH = /^(\/+(?:api\/+)?cod\/+)[^/]+/i;

/** The path with a confirmation link's token left out: `/api/cod/[Redacted]/confirm`. */
export function withoutSecretPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router answers 400; the raw path is matched as it is.
  }
  const match = TOKEN_PATH.exec(decoded);
  return match ? `${match[1]}${REDACTED}${decoded.slice(match[0].length)}` : path;
}

/** What the log keeps of a request's URL: no secret in its path, no value in its query. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  return withoutQueryValues(withoutSecretPath(path) + (mark === -1 ? '' : url.slice(mark)));
}

export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    route: request.routeOptions?.url,
    url: loggedUrl(request.url),
    remoteAddress: request.ip,
  }),
  res: (reply: FastifyReply) => ({
    statusCode: reply.statusCode,
    route: reply.request?.routeOptions?.url,
  }),
};

/** A read answered well and quickly: counted by the metrics (GET /metrics), logged only at `debug`. */
const QUIET_READ_MS = 1000;

/**
 * Logs the answered request (Fastify's own request lines are off: see app.ts). Writes, refusals,
 * errors and slow reads are logged at `info`; a quick successful read (a catalogue page, a photo)
 * at `debug`: at the default level a line for each of those cost the catalogue about half its
 * throughput (bench/RESULTS.md), and the metrics already count them by route and status.
 */
export function logCompletedRequest(
  log: FastifyBaseLogger,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const quietRead =
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode < 400 &&
    reply.elapsedTime < QUIET_READ_MS;
  const level = quietRead ? 'debug' : 'info';
  // pino's level check: a line that will not be written is not even built.
  const enabled = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  if (enabled && !enabled.call(log, level)) return;
  log[level](
    { reqId: request.id, req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
    'request completed',
  );
}

/**
 * Fastify's request lines, as this shop writes them: nothing when a request arrives or matches no
 * route, one line (above) when it is answered; a request that ended in an error keeps Fastify's.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
    else logCompletedRequest(request.server.log, request, reply);
  }
}

/**
 * What the request log says about a request: its method, the route it matched, and its path with
 * the query's values left out; about the answer: its status and route. Query values are personal
 * (an administrator's order search holds shoppers' mobile numbers and names in `q`), so they never
 * reach the log (docs/decisions/008-limits.md, Logs). Fastify's own serializers would log the
 * raw URL with its query.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

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

export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    route: request.routeOptions?.url,
    url: withoutQueryValues(request.url),
    remoteAddress: request.ip,
  }),
  res: (reply: FastifyReply) => ({
    statusCode: reply.statusCode,
    route: reply.request?.routeOptions?.url,
  }),
};

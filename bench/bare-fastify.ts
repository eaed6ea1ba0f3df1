/**
 * The framework's own share for the API benchmark: an empty Fastify app (no plugins, no hooks,
 * no schemas) answering each path with the very bytes the shop returned, from memory. Between
 * the bare node:http server and the shop it shows what is Fastify's cost and what is ours.
 * Reads its routes from the file in argv[2], like bench/bare-server.ts.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface Route {
  body: string;
  contentType: string;
}
const routes: Record<string, Route> = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const answers = new Map(
  Object.entries(routes).map(([url, r]) => [
    url,
    { type: r.contentType, bytes: Buffer.from(r.body, 'base64') },
  ]),
);
const app = Fastify({ logger: false });
// Paths that differ by their query string alone share a route; the whole URL picks the answer.
for (const pathname of new Set([...answers.keys()].map((url) => url.split('?')[0]!))) {
  app.get(pathname, (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.type(answer.type).send(answer.bytes);
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);

/**
 * The machine's limit for the API benchmark: a bare node:http server answering each path with
 * the very bytes the shop returned, from memory. Reads its routes from the file in argv[2].
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Route {
  body: string;
  contentType: string;
}
const routes: Record<string, Route> = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const bodies = new Map(
  Object.entries(routes).map(([url, r]) => [url, { ...r, bytes: Buffer.from(r.body, 'base64') }]),
);

const server = http.createServer((req, res) => {
  const route = bodies.get(req.url ?? '');
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.bytes.length });
  res.end(route.bytes);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});

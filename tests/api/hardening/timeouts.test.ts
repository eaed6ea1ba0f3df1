/** Slow or idle sockets are closed, and one instance takes a bounded number of connections. */
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';

/** Resolves with what the server sent and how long the socket stayed open, once it closes. */
function untilClosed(socket: Socket): Promise<{ answer: string; openMs: number }> {
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  return new Promise((resolve) => {
    socket.on('close', () => resolve({ answer, openMs: Date.now() - started }));
    socket.on('error', () => {});
  });
}

describe('socket timeouts', async () => {
  const { app } = await createTestApp({
    REQUEST_TIMEOUT_SECONDS: '1',
    KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    MAX_CONNECTIONS: '500',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const port = (app.server.address() as { port: number }).port;
  const open = () => connect(port, '127.0.0.1');

  it('closes a request whose body never finishes arriving', async () => {
    const socket = open();
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"userName":',
    );
    // A byte now and then does not keep the request alive.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    const { answer, openMs } = await closed;
    clearInterval(drip);
    expect(openMs).toBeLessThan(4000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a kept-alive socket that stays idle', async () => {
    const socket = open();
    const closed = untilClosed(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { answer, openMs } = await closed;
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(openMs).toBeLessThan(4000);
  });

  it('caps the connections one instance accepts', () => {
    expect(app.server.maxConnections).toBe(500);
    expect(app.server.requestTimeout).toBe(1000);
    expect(app.server.keepAliveTimeout).toBe(1000);
  });
});

describe('default socket limits', async () => {
  const { app } = await createTestApp();

  it('cut a slow request off at 30 s and an idle socket within 5 to 75 s', () => {
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(30_000);
    expect(app.server.keepAliveTimeout).toBeGreaterThanOrEqual(5_000);
    expect(app.server.keepAliveTimeout).toBeLessThanOrEqual(75_000);
    expect(app.server.maxConnections).toBe(10_000);
  });
});

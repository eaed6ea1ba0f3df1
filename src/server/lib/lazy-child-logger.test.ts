import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';

/** A Fastify app logging at `warn` into `lines`, counting the request loggers it really makes. */
async function appWithLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  let made = 0;
  const app = Fastify({
    logger: { level: 'warn', stream },
    childLoggerFactory(logger, bindings, options) {
      const counted: FastifyBaseLogger = Object.create(logger, {
        child: {
          value: (...args: Parameters<FastifyBaseLogger['child']>) => {
            made++;
            return logger.child(...args);
          },
        },
      });
      return lazyChildLogger(counted, bindings, options);
    },
  });
  app.get('/quiet', async (request) => {
    request.log.info('below the level: never printed');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 1 }, 'first');
    request.log.error('second');
    return { ok: true };
  });
  app.get('/level', async (request) => ({ level: request.log.level }));
  await app.ready();
  return { app, lines, made: () => made };
}

describe('request loggers made on first use', () => {
  it('a request that prints nothing makes no logger', async () => {
    const { app, lines, made } = await appWithLogger();
    await app.inject('/quiet');
    await app.inject('/quiet');
    expect(made()).toBe(0);
    expect(lines).toEqual([]);
  });

  it('a request that logs makes one, and every line carries its request id', async () => {
    const { app, lines, made } = await appWithLogger();
    await app.inject('/loud');
    expect(made()).toBe(1);
    expect(lines.map((line) => line.msg)).toEqual(['first', 'second']);
    expect(lines[0]!.reqId).toBeDefined();
    expect(lines[1]!.reqId).toBe(lines[0]!.reqId);
    expect(lines[0]!.detail).toBe(1);
  });

  it('reads the level of the logger it stands for', async () => {
    const { app, made } = await appWithLogger();
    expect((await app.inject('/level')).json()).toEqual({ level: 'warn' });
    expect(made()).toBe(0);
  });
});

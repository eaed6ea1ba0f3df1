import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';

describe('the error envelope', async () => {
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const { app } = await createTestApp({}, { logger: { level: 'error', stream: logStream } });
  app.get('/api/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.post('/api/test/echo', async (request) => ({ got: request.body }));

  it('answers an unknown API path with 404 and an errorMessage', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: 'Not found: GET /api/no-such-thing', code: 'not_found' });
  });

  it('answers malformed JSON with 400 and an errorMessage', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  it('answers a thrown error with a generic 500 while the log keeps the details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json().errorMessage).toMatch(/Something went wrong/);
    expect(logLines.join('')).toContain('database password is hunter2');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errorMessage: 'The request body is too large.', code: 'too_large' });
  });

  it('refuses a text/plain POST (CSRF) with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errorMessage).toBe('Send the request body as application/json.');
  });

  it('refuses a cross-origin POST with 403', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a NUL character anywhere in a body or query with 400', async () => {
    for (const [url, payload] of [
      ['/api/test/echo', '{"name":"a\\u0000b"}'],
      ['/api/test/echo', '{"nested":{"list":["ok","\\u0000"]}}'],
      ['/api/test/echo?q=%00', '{}'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, url + payload).toBe(400);
      expect(res.json()).toEqual({
        errorMessage: 'Text must not contain the NUL character.',
        code: 'validation',
      });
    }
  });

  it('accepts a same-origin JSON POST', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"a":1}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ got: { a: 1 } });
  });
});

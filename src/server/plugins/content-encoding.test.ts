import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CompressibleBody, preferredEncoding } from './content-encoding';

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as FastifyRequest;

describe('choosing a content encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['BR;q=0.5', 'br'],
  ])('Accept-Encoding %j -> %s', (header, expected) => {
    expect(preferredEncoding(asking(header))).toBe(expected);
  });
});

describe('a compressible body', () => {
  it('makes each compressed copy once and leaves small bodies alone', () => {
    const body = new CompressibleBody(Buffer.from('{"a":1}'.repeat(500)));
    const first = body.encoded('br');
    expect(first!.length).toBeLessThan(body.bytes.length / 10);
    expect(body.encoded('br')).toBe(first);
    expect(body.encoded(undefined)).toBeUndefined();
    expect(new CompressibleBody(Buffer.from('[]')).encoded('gzip')).toBeUndefined();
  });
});

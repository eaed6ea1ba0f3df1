import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.maxUnitsPerSize).toBe(10);
  });

  it('reads the per-size unit cap of an order', () => {
    expect(loadConfig({ MAX_UNITS_PER_SIZE: '4' }).maxUnitsPerSize).toBe(4);
    expect(loadConfig({ MAX_UNITS_PER_SIZE: ' ' }).maxUnitsPerSize).toBe(10);
  });

  it('listens on all interfaces and needs no sandbox in production', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.sandboxPaymentsAllowed).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://wrong-scheme'],
    ['NODE_ENV', 'staging'],
    ['MAX_UNITS_PER_SIZE', '0'],
    ['MAX_UNITS_PER_SIZE', '2.5'],
    ['MAX_UNITS_PER_SIZE', 'ten'],
  ])('names %s when its value %s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}`));
  });

  it('trusts no proxy by default, and reads a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^Invalid TRUST_PROXY/);
    }
  });

  it('never echoes a URL that may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'secret-pass@@' })).toThrow(/^Invalid DATABASE_URL: /);
    try {
      loadConfig({ DATABASE_URL: 'secret-pass@@' });
    } catch (err) {
      expect(String(err)).not.toContain('secret-pass');
    }
  });
});

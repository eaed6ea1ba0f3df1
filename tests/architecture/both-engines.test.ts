/**
 * The both-engines list (tests/engines/both-engines.ts) names every test file whose outcome can
 * depend on the engine: a file that races calls, opens the PostgreSQL pool or uses Redis and is
 * missing from it fails here, so a race test never runs on PGlite alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_ENGINES } from '#tests/engines/both-engines';
import { engineReasons, racesCalls, usesPostgresPool, usesRedis } from '#tests/engines/engine-dependence';
import { ROOT, testProjects } from '#tests/engines/test-files';

const projects = testProjects();
const databaseTests = [...projects.db, ...projects.process];
const text = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the both-engines list', () => {
  it('names every database test file that races calls, opens the PostgreSQL pool or uses Redis', () => {
    const missing = databaseTests
      .filter((file) => !(file in BOTH_ENGINES))
      .map((file) => ({ file, reasons: engineReasons(text(file)) }))
      .filter(({ reasons }) => reasons.length > 0);
    expect(missing).toEqual([]);
  });

  it('names only test files that use a database, each with its reason', () => {
    const unknown = Object.keys(BOTH_ENGINES).filter((file) => !databaseTests.includes(file));
    expect(unknown).toEqual([]);
    expect(Object.entries(BOTH_ENGINES).filter(([, why]) => why.trim() === '')).toEqual([]);
  });
});

describe('what makes a test depend on the engine', () => {
  it('is a Promise.all of requests or operations, not of test data being made', () => {
    expect(racesCalls('await Promise.all([app.inject(a), app.inject(b)]);')).toBe(true);
    expect(racesCalls('await Promise.all(Array.from({ length: 8 }, () => tryCode(email)));')).toBe(true);
    expect(racesCalls('const [a, b] = await Promise.all([claimDueMail(db), claimDueMail(db)]);')).toBe(true);
    expect(racesCalls('await Promise.allSettled([pay(order), cancel(order)]);')).toBe(true);
    expect(racesCalls('const [a, b] = await Promise.all([createShopper(db), createAdmin(db)]);')).toBe(false);
    expect(racesCalls('await Promise.all(names.map((userName) => createShopper(db, { userName })));')).toBe(
      false,
    );
    expect(racesCalls('for (const x of xs) await app.inject(x);')).toBe(false);
  });

  it('is the PostgreSQL pool or Redis', () => {
    expect(usesPostgresPool('const database = await fromPostgres(url, 5);')).toBe(true);
    expect(usesPostgresPool('const url = await createPostgresDatabaseUrl();')).toBe(true);
    expect(usesPostgresPool('const pool = new pg.Pool({ connectionString });')).toBe(true);
    expect(usesPostgresPool('const database = await createTestDatabase();')).toBe(false);
    expect(usesRedis('describe.skipIf(!(await redisAvailable()))')).toBe(true);
    expect(usesRedis('const counters = redisCounters(url);')).toBe(true);
    expect(usesRedis('const counters = memoryCounters();')).toBe(false);
  });
});

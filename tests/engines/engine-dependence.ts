/**
 * What makes a test file depend on the database engine (docs/decisions/032-tests-on-both-engines.md):
 * PGlite runs one statement at a time, so only PostgreSQL can show a race, a lock, the driver or
 * the pool at work. A file that races calls, opens the PostgreSQL pool or uses Redis must be in
 * the both-engines list; tests/architecture/both-engines.test.ts holds the list to it.
 */

/** Calls inside a Promise.all that only build test data or use built-ins: no race between them. */
const SETUP_CALL = /^(create|insert|seed|make)[A-Z_]|^(create|insert|seed)$/;
const BUILT_INS = new Set([
  'Array',
  'from',
  'map',
  'flatMap',
  'filter',
  'keys',
  'values',
  'entries',
  'slice',
  'String',
  'Number',
  'JSON',
  'stringify',
  'then',
  'resolve',
]);

/** The text between `(` at `open` and its matching `)`. */
function argumentText(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** True when some Promise.all or allSettled runs calls other than test-data factories side by side. */
export function racesCalls(text: string): boolean {
  for (const match of text.matchAll(/Promise\.(all|allSettled|race|any)\s*\(/g)) {
    const inside = argumentText(text, match.index + match[0].length - 1);
    const calls = [...inside.matchAll(/([A-Za-z_$][\w$]*)\s*(?:<[^>()]*>)?\(/g)].map((call) => call[1]!);
    if (calls.some((name) => !BUILT_INS.has(name) && !SETUP_CALL.test(name))) return true;
  }
  return false;
}

export function usesPostgresPool(text: string): boolean {
  return /\b(fromPostgres|createPostgresDatabaseUrl|usingPostgres)\b|pg\.(Pool|Client)\b/.test(text);
}

export function usesRedis(text: string): boolean {
  return /\b(redisAvailable|testRedisUrl|TEST_REDIS_URL|REDIS_URL|redisCounters)\b/.test(text);
}

/** Why a test file must run on both engines; empty when it need not. */
export function engineReasons(text: string): string[] {
  return [
    ...(racesCalls(text) ? ['races calls'] : []),
    ...(usesPostgresPool(text) ? ['uses the PostgreSQL pool'] : []),
    ...(usesRedis(text) ? ['uses Redis'] : []),
  ];
}

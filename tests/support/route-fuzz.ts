/**
 * Hostile payloads for any route, derived from its zod schema: the right keys with wrong types,
 * huge and exotic strings, awkward numbers, prototype-pollution keys, and plain junk.
 */
import fc from 'fast-check';

type AnySchema = {
  def?: { type?: string; in?: AnySchema; innerType?: AnySchema; shape?: unknown };
  shape?: Record<string, unknown>;
};

/** The field names of an object schema, looking through pipes, transforms and wrappers. */
export function schemaKeys(schema: unknown): string[] {
  let current = schema as AnySchema | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    current = current.def?.in ?? current.def?.innerType;
  }
  return [];
}

const awkwardNumber = fc.oneof(
  fc.constantFrom(0, -1, -0.5, 0.5, 1.5, 1e9, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const awkwardString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '😀'.repeat(50),
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'x'.repeat(100_000),
  ),
);

// Half of a surrogate pair: JSON can carry it ("\ud800"), PostgreSQL refuses it in jsonb. A URL
// cannot (it is not UTF-8), so it is for bodies only.
const loneSurrogate = fc.constantFrom('Asha \ud800', '\udfff');

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  awkwardString,
  loneSurrogate,
  awkwardNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.array(awkwardString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), awkwardString, { maxKeys: 3 }),
);

const pollution = fc.constantFrom(
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
);

/** Raw request bodies (already serialized): mostly well-formed JSON with hostile content. */
export function hostileBody(keys: string[]): fc.Arbitrary<string> {
  const withKeys =
    keys.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] });
  const withExtra = fc
    .tuple(withKeys, fc.string({ minLength: 1, maxLength: 10 }), hostileValue)
    .map(([obj, key, value]) => ({ ...obj, [key]: value }));
  return fc.oneof(
    { weight: 5, arbitrary: withKeys.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: withExtra.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'null', '"text"', '{"a": 1,}', "{'a': 1}"),
    },
  );
}

/** Query strings with the schema's keys (or none) set to hostile text. */
export function hostileQuery(keys: string[]): fc.Arbitrary<string> {
  const names = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ minLength: 1, maxLength: 6 });
  const value = fc.oneof(awkwardString, awkwardNumber.map(String));
  return fc
    .array(fc.tuple(names, value), { maxLength: 4 })
    .map((pairs) =>
      pairs
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v).slice(0, 5000))}`)
        .join('&'),
    );
}

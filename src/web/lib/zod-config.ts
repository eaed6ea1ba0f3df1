/**
 * The web app's validation runs without zod's compiled fast path. That path first probes for
 * eval with `new Function`, which our Content-Security-Policy (script-src without
 * 'unsafe-eval') refuses and the browser reports as a policy violation on every page that
 * validates something.
 *
 * This is zod's own `config({ jitless: true })`, written straight into the settings object zod
 * keeps on globalThis (and adopts if it is already there): importing zod's `config` would put
 * 4 KB of zod into every page's first download. Mutated, never replaced, so it holds whether
 * zod loads before or after this module. main.tsx imports it first.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};

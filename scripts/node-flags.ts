/**
 * The Node.js flags the shop runs with: package.json's `start` script passes them, the tests
 * and benchmarks that run the shop as its own process pass the same (tests/support/process.ts),
 * and so does `bench:checkout`, which runs the shop inside its own process.
 *
 * --max-semi-space-size=32: a larger young generation. Every request allocates short-lived
 * objects; with V8's default the scavenger ran so often that a cached catalogue read served
 * 20-40% fewer requests per second on this 2-core machine (bench/api.ts). It costs up to ~100 MB
 * of address space more under load.
 */
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=32'];

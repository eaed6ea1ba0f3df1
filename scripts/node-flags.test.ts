import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS } from './node-flags';

describe('the Node.js flags the shop runs with', () => {
  it('npm start passes every one, so tests and benchmarks run the shop as it really runs', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const start = scripts.start!.split(/\s+/);
    expect(start[0]).toBe('node');
    for (const flag of SHOP_NODE_FLAGS) expect(start).toContain(flag);
  });
});

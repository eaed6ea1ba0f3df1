import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS } from './node-flags';

describe('the Node.js flags the shop runs with', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };

  it.each(['start', 'bench:checkout'])(
    'npm run %s passes every one, so the shop is measured as it really runs',
    (script) => {
      const words = scripts[script]!.split(/\s+/);
      expect(words[0]).toBe('node');
      for (const flag of SHOP_NODE_FLAGS) expect(words).toContain(flag);
    },
  );
});

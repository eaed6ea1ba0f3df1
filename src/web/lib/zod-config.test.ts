import { describe, expect, it } from 'vitest';

describe('zod in the web app', () => {
  it('runs jitless, so it never probes for eval under our CSP', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { budgetProblems, INITIAL_JS_BUDGET_BYTES } from './bundle';

describe('the bundle budget', () => {
  const page = (jsGzip: number, sources: string[]) => ({ page: '/', jsGzip, cssGzip: 0, sources });

  it('passes a light storefront page', () => {
    expect(budgetProblems([page(50_000, ['main.tsx', 'features/catalog/HomePage.tsx'])])).toEqual([]);
  });

  it('fails a page over the initial JavaScript budget', () => {
    expect(budgetProblems([page(INITIAL_JS_BUDGET_BYTES + 1, ['main.tsx'])])[0]).toMatch(/exceeds 90.0 KB/);
  });

  it('fails a page whose initial download holds admin code', () => {
    expect(budgetProblems([page(1000, ['main.tsx', 'features/admin/AdminApp.tsx'])])[0]).toMatch(
      /admin code/,
    );
  });
});

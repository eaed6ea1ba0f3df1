import { describe, expect, it } from 'vitest';
import { budgetProblems, REACT_RUNTIME_BUDGET_BYTES, SHOP_JS_BUDGET_BYTES } from './bundle';

describe('the bundle budget', () => {
  const REACT = 66_000;
  const page = (shopGzip: number, sources: string[], reactGzip = REACT) => ({
    page: '/',
    jsGzip: reactGzip + shopGzip,
    reactGzip,
    shopGzip,
    cssGzip: 0,
    sources,
  });

  it('passes a light storefront page', () => {
    expect(budgetProblems([page(40_000, ['main.tsx', 'features/catalog/HomePage.tsx'])])).toEqual([]);
  });

  it("fails a page whose own code is over the shop's part of the budget", () => {
    expect(budgetProblems([page(SHOP_JS_BUDGET_BYTES + 1, ['main.tsx'])])[0]).toMatch(
      new RegExp(`the shop's initial JS .* exceeds ${(SHOP_JS_BUDGET_BYTES / 1024).toFixed(1)} KB`),
    );
  });

  it("fails a page whose React runtime grew past React's part", () => {
    expect(budgetProblems([page(1000, ['main.tsx'], REACT_RUNTIME_BUDGET_BYTES + 1)])[0]).toMatch(
      /React's runtime .* exceeds 67.0 KB/,
    );
  });

  it('fails a page whose initial download holds admin code', () => {
    expect(budgetProblems([page(1000, ['main.tsx', 'features/admin/AdminApp.tsx'])])[0]).toMatch(
      /admin code/,
    );
  });
});

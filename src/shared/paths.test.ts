import { describe, expect, it } from 'vitest';
import { isKnownPagePath, isOrderPagePath, paths, safeReturnPath } from './paths';

describe('where the login page may send a shopper back to', () => {
  it("follows the shop's own pages, with their query", () => {
    expect(safeReturnPath(paths.order('ORD-01HZY3Q8N4'))).toBe('/orders/ORD-01HZY3Q8N4');
    expect(safeReturnPath('/products?category=hoodies')).toBe('/products?category=hoodies');
    expect(safeReturnPath(paths.cart)).toBe('/users/cart');
  });

  it('refuses other sites, protocol-relative and unknown paths, and anything not a string', () => {
    for (const value of [
      'https://evil.example/orders/ORD-1',
      '//evil.example/orders/ORD-1',
      'orders/ORD-1',
      '/api/users/orders/ORD-1/invoice',
      '/orders/ORD-1/extra',
      '',
      undefined,
      42,
      { pathname: '/orders' },
    ]) {
      expect(safeReturnPath(value), String(value)).toBeUndefined();
    }
  });

  it("knows an order's page from the list of orders", () => {
    expect(isOrderPagePath('/orders/ORD-01HZY3Q8N4')).toBe(true);
    expect(isOrderPagePath('/orders/ORD-01HZY3Q8N4/')).toBe(true);
    expect(isOrderPagePath('/orders')).toBe(false);
    expect(isOrderPagePath('/orders/ORD-1/invoice')).toBe(false);
  });
});

describe('which paths the web app has a screen for', () => {
  it("knows a style's editor by its number, and nothing else under it", () => {
    expect(isKnownPagePath(paths.adminStyles)).toBe(true);
    expect(isKnownPagePath(paths.adminNewStyle)).toBe(true);
    expect(isKnownPagePath(paths.adminStyle(7))).toBe(true);
    expect(isKnownPagePath('/admin/styles/seven')).toBe(false);
    expect(isKnownPagePath('/admin/styles/7/extra')).toBe(false);
  });
});

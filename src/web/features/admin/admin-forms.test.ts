import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, stockInputToCount } from '#shared/admin';
import type { ProductJson } from '#shared/catalog';
import { dedupeByItemId } from './products/use-admin-products';
import { emptyForm, firstProblem, type ProductForm, toPayload } from './upload/product-form';

const webp = `data:image/webp;base64,${btoa('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')}`;

function filledForm(): ProductForm {
  return {
    ...emptyForm(),
    name: 'Tee',
    actualPrice: '1299',
    price: '999',
    fabric: 'Cotton',
    texts: { description: 'd', washcare: 'w', details: 'x', specifications: 's' },
    images: [webp, webp, webp, webp],
  };
}

describe('the upload form', () => {
  it('starts with category overtees and every count at 0', () => {
    const payload = toPayload(emptyForm());
    expect(payload.category).toBe('overtees');
    expect(payload.size).toEqual({ S: 0, M: 0, L: 0, XL: 0, XXL: 0, XXXL: 0 });
  });

  it("reports docs/product.md's messages in docs/product.md's order, a blank price reading as 0", () => {
    const form = emptyForm();
    expect(firstProblem(form)).toBe(ADMIN_MESSAGES.nameRequired);
    expect(firstProblem({ ...form, name: 'Tee' })).toBe(ADMIN_MESSAGES.actualPriceZero);
    expect(firstProblem({ ...form, name: 'Tee', actualPrice: '10' })).toBe(ADMIN_MESSAGES.offerPriceZero);
    expect(firstProblem({ ...form, name: 'Tee', actualPrice: '10', price: '5' })).toBe(
      ADMIN_MESSAGES.fabricEmpty,
    );
    expect(firstProblem({ ...filledForm(), images: [webp, '', webp, webp] })).toBe(
      ADMIN_MESSAGES.imageMissing,
    );
    expect(firstProblem(filledForm())).toBeNull();
  });

  it('refuses a fractional or negative stock count', () => {
    const stock = { ...filledForm().stock, XL: '1.5' };
    expect(firstProblem({ ...filledForm(), stock })).toBe(ADMIN_MESSAGES.stockInvalid);
  });
});

describe('the stock dialog', () => {
  it.each([
    ['7', 7],
    [' 12 ', 12],
    ['', 0],
    ['abc', 0],
    ['-3', 0],
    ['2.5', 0],
  ])('reads %j as %d', (raw, count) => {
    expect(stockInputToCount(raw)).toBe(count);
  });
});

describe('the admin product list', () => {
  it('keeps the first copy of a product that shifted onto the next page', () => {
    const product = (itemId: string) => ({ itemId }) as ProductJson;
    const pages = [[product('a'), product('b')], [product('b'), product('c')], []];
    expect(dedupeByItemId(pages).map((p) => p.itemId)).toEqual(['a', 'b', 'c']);
  });
});

/**
 * The edit form's parcel fields (docs/product.md section 20): empty fields send null (the
 * settings' defaults), typed ones numbers, and the shared schema gives each wrong value its message.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminProductJson, productUpdateSchema } from '#shared/admin';
import { formOf, toUpdatePayload } from './edit-form';

const product = {
  itemId: 'ITEM1',
  name: 'Tee',
  actualPrice: 999,
  price: 799,
  fabric: 'Cotton',
  category: 'overtees',
  hsnCode: '6109',
  description: 'A tee',
  washcare: 'Cold wash',
  details: 'Oversized',
  specifications: 'Round neck',
  size: { S: 1, M: 1, L: 1, XL: 1, XXL: 1, XXXL: 1 },
  hidden: false,
  weightGrams: null,
  boxCm: null,
} as unknown as AdminProductJson;

const parse = (changes: Partial<ReturnType<typeof formOf>>) =>
  productUpdateSchema.safeParse(toUpdatePayload('ITEM1', { ...formOf(product), ...changes }));

describe('the edit form parcel fields', () => {
  it('sends empty fields as null and typed ones as numbers', () => {
    const empty = parse({});
    expect(empty.success && empty.data).toMatchObject({ weightGrams: null, boxCm: null });
    const typed = parse({ weightGrams: '450', boxLength: '35', boxBreadth: '30', boxHeight: '10' });
    expect(typed.success && typed.data).toMatchObject({
      weightGrams: 450,
      boxCm: { length: 35, breadth: 30, height: 10 },
    });
  });

  it('gives a wrong weight or a partly filled box its message', () => {
    for (const weightGrams of ['abc', '20', '12.5']) {
      const result = parse({ weightGrams });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([ADMIN_MESSAGES.productWeight]);
    }
    const partial = parse({ boxLength: '30' });
    expect(new Set(partial.error?.issues.map((issue) => issue.message))).toEqual(
      new Set([ADMIN_MESSAGES.productBox]),
    );
  });

  it('shows a saved product its own values', () => {
    const form = formOf({ ...product, weightGrams: 450, boxCm: { length: 35, breadth: 30, height: 10 } });
    expect(form).toMatchObject({ weightGrams: '450', boxLength: '35', boxBreadth: '30', boxHeight: '10' });
  });
});

/** Styles with colours, put straight into the database or made through the back office's call. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products, styles } from '#server/db/schema';
import type { ColourFamily } from '#shared/colours';
import { webpDataUrl } from './admin-factories';
import { createProduct, type ProductOptions, type TestProduct } from './factories';

export interface TestColour extends ProductOptions {
  colour: string;
  hex: string;
  family: ColourFamily;
}

/** A style named `name` with a product per colour, in the order given. */
export async function createStyle(
  db: DbOrTx,
  name: string,
  colours: TestColour[],
): Promise<{ styleId: number; items: TestProduct[] }> {
  const [style] = await db.insert(styles).values({ name }).returning({ id: styles.id });
  const items: TestProduct[] = [];
  for (const [position, colour] of colours.entries()) {
    const product = await createProduct(db, { name: `${name} — ${colour.colour}`, ...colour });
    await db
      .update(products)
      .set({
        styleId: style!.id,
        stylePosition: position,
        colourName: colour.colour,
        colourHex: colour.hex,
        colourFamily: colour.family,
      })
      .where(eq(products.id, product.id));
    items.push({ ...product, name: `${name} — ${colour.colour}` });
  }
  return { styleId: style!.id, items };
}

/** One colour of POST /api/admins/styles, its four photos and stock; override any field. */
export function colourPayload(
  name: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name,
    hex: '#556b2f',
    family: 'green',
    image: webpDataUrl(),
    image1: webpDataUrl(),
    image2: webpDataUrl(),
    image3: webpDataUrl(),
    size: { S: 1, M: 2, L: 3, XL: 0, XXL: 0, XXXL: 0 },
    ...overrides,
  };
}

/** A complete POST /api/admins/styles body with the colours given. */
export function stylePayload(colours: Record<string, unknown>[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Oversized Tee',
    actualPrice: 1299,
    price: 799,
    fabric: '100% combed cotton, 240 GSM',
    category: 'overtees',
    description: 'A roomy drop-shoulder tee.',
    washcare: 'Machine wash cold, inside out.',
    details: 'Ribbed crew neck, double-stitched hems.',
    specifications: 'Oversized fit; model wears L.',
    colours,
    ...overrides,
  };
}

/**
 * The back office's style calls (docs/product.md, "Colours and styles"): a style made with its
 * colours in one go, colours added, reordered, a product moved into a style. Each colour is a
 * product with its own four photos (upload's WebP rules) and stock; the style's shared fields
 * (prices, fabric, texts, category, HSN) are given once and copied to each colour.
 */
import { z } from 'zod';
import { allSizes, productFields, stockCount } from './admin';
import {
  COLOUR_MESSAGES,
  colourFamilySchema,
  colourHexSchema,
  colourNameSchema,
  colourSchema,
  MAX_COLOURS_PER_CALL,
  repeatedColourName,
} from './colours';
import { DEFAULT_CATEGORY } from './constants';
import { rowIdSchema } from './row-id';

/** The style's name; each colour's product is named "{style} — {colour}" (200 characters at most). */
export const MAX_STYLE_NAME_LENGTH = 150;

export const STYLE_MESSAGES = {
  nameRequired: 'Please name the style, for example Oversized Tee.',
  nameTooLong: `A style name has at most ${MAX_STYLE_NAME_LENGTH} characters.`,
} as const;

/** "Oversized Tee — Olive": the name each colour's product carries. */
export function colourItemName(styleName: string, colourName: string): string {
  return `${styleName.trim()} — ${colourName.trim()}`;
}

/** One colour of the form: its name, hex, family, four photos and stock per size. */
export const styleColourInputSchema = z.object({
  name: colourNameSchema,
  hex: colourHexSchema,
  family: colourFamilySchema,
  image: productFields.image,
  image1: productFields.image1,
  image2: productFields.image2,
  image3: productFields.image3,
  size: allSizes(stockCount.default(0)).default({ S: 0, M: 0, L: 0, XL: 0, XXL: 0, XXXL: 0 }),
});
export type StyleColourInput = z.output<typeof styleColourInputSchema>;

const coloursField = z
  .array(styleColourInputSchema, { error: COLOUR_MESSAGES.colourNeeded })
  .min(1, { error: COLOUR_MESSAGES.colourNeeded })
  .max(MAX_COLOURS_PER_CALL, { error: COLOUR_MESSAGES.tooManyInOneGo })
  .superRefine((colours, ctx) => {
    const twice = repeatedColourName(colours.map((colour) => colour.name));
    if (twice) ctx.addIssue({ code: 'custom', message: COLOUR_MESSAGES.nameTwice(twice) });
  });

const styleName = z
  .string({ error: STYLE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: STYLE_MESSAGES.nameRequired })
  .max(MAX_STYLE_NAME_LENGTH, { error: STYLE_MESSAGES.nameTooLong });

/** POST /api/admins/styles: the style's shared fields and its colours. */
export const styleCreateSchema = z.object({
  name: styleName,
  actualPrice: productFields.actualPrice,
  price: productFields.price,
  fabric: productFields.fabric,
  category: productFields.category.default(DEFAULT_CATEGORY),
  hsnCode: productFields.hsnCode,
  description: productFields.description,
  washcare: productFields.washcare,
  details: productFields.details,
  specifications: productFields.specifications,
  colours: coloursField,
});
export type StyleCreate = z.output<typeof styleCreateSchema>;
export type StyleCreateInput = z.input<typeof styleCreateSchema>;

/** POST /api/admins/styles/:styleId/colours: more colours, the shared fields copied from the first. */
export const styleAddColoursSchema = z.object({ colours: coloursField });

/** PUT /api/admins/styles/:styleId/order: every colour's item id once, in the new order. */
export const styleOrderSchema = z.object({
  itemIds: z.array(z.string().min(1).max(200), { error: COLOUR_MESSAGES.orderMismatch }).min(1).max(50),
});

/** POST /api/admins/styles/:styleId/members: an existing product joins the style with a colour. */
export const styleMoveSchema = z.object({
  itemId: z.string({ error: 'Please name the product by its itemId.' }).trim().min(1).max(200),
  colour: colourSchema,
});

/** POST /api/admins/styles/from-product: a style made around an existing product, its first colour. */
export const styleFromProductSchema = z.object({
  name: styleName,
  itemId: styleMoveSchema.shape.itemId,
  colour: colourSchema,
});

export const styleIdParamsSchema = z.object({
  styleId: rowIdSchema(COLOUR_MESSAGES.styleNotFound),
});

/** A style as the back office reads it: its colours in order, each a product with its stock. */
export interface AdminStyleJson {
  id: number;
  name: string;
  colours: Array<{
    itemId: string;
    name: string;
    colour: { name: string; hex: string; family: string } | null;
    image: string;
    hidden: boolean;
    size: Record<string, number>;
  }>;
}

/** A style as the back office lists it (GET /api/admins/styles): its first colour's photo and its swatches. */
export interface AdminStyleSummary {
  id: number;
  name: string;
  image: string;
  colours: Array<{ itemId: string; name: string; hex: string; hidden: boolean; inStock: boolean }>;
}

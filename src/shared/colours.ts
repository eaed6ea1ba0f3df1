/**
 * Colours of a style (docs/product.md, "Colours and styles"): the families a colour is filed
 * under, the rules for a colour's name and hex, and how a line names its colour and size.
 */
import { z } from 'zod';
import { COLOUR_FAMILIES } from './colour-families';

export { COLOUR_FAMILIES, type ColourFamily, isColourFamily } from './colour-families';

/** A style holds at most this many colours; one create call sends at most MAX_COLOURS_PER_CALL. */
export const MAX_COLOURS_PER_STYLE = 12;
export const MAX_COLOURS_PER_CALL = 6;
export const MAX_COLOUR_NAME_LENGTH = 40;

export const COLOUR_MESSAGES = {
  nameRequired: 'Please give each colour a name, for example Olive.',
  nameTooLong: `A colour name has at most ${MAX_COLOUR_NAME_LENGTH} characters.`,
  hexInvalid: 'A colour needs a hex like #556b2f (a # and six digits 0-9 or a-f).',
  // Written out, not joined from COLOUR_FAMILIES: a call here would make this module a side effect
  // of every page that names a line's colour, zod with it (bench/budget-check.ts); a test keeps
  // the two lists equal.
  familyInvalid:
    'Please choose the colour family from: black, white, grey, blue, green, red, yellow, orange, pink, purple, brown, beige, multi.',
  nameTwice: (name: string) => `Each colour of a style needs its own name: "${name}" is given twice.`,
  colourNeeded: 'Please add at least one colour.',
  tooManyColours: `A style has at most ${MAX_COLOURS_PER_STYLE} colours.`,
  tooManyInOneGo: `Please add at most ${MAX_COLOURS_PER_CALL} colours at a time.`,
  styleNotFound: 'Style not found',
  orderMismatch: "Please list each of the style's colours once, in the new order.",
  alreadyInStyle: 'This product is already in that style.',
} as const;

export const colourNameSchema = z
  .string({ error: COLOUR_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: COLOUR_MESSAGES.nameRequired })
  .max(MAX_COLOUR_NAME_LENGTH, { error: COLOUR_MESSAGES.nameTooLong });

/** #rgb or #rrggbb, any case; stored as #rrggbb in lower case. */
export const colourHexSchema = z
  .string({ error: COLOUR_MESSAGES.hexInvalid })
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: COLOUR_MESSAGES.hexInvalid })
  .transform((hex) => {
    const digits = hex.slice(1).toLowerCase();
    return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
  });

export const colourFamilySchema = z.enum(COLOUR_FAMILIES, { error: COLOUR_MESSAGES.familyInvalid });

export const colourSchema = z.object({
  name: colourNameSchema,
  hex: colourHexSchema,
  family: colourFamilySchema,
});
export type Colour = z.output<typeof colourSchema>;

/** One colour of a product's style, as the product JSON lists them (the style's order). */
export const colourSwatchSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  hex: z.string(),
  family: z.string(),
  image: z.string(),
  inStock: z.boolean(),
});
export type ColourSwatch = z.infer<typeof colourSwatchSchema>;

/** The first name given twice (case and spaces ignored), or undefined. */
export function repeatedColourName(names: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return name.trim();
    seen.add(key);
  }
  return undefined;
}

export { colourAndSize, sizeLabel } from './line-names';

/**
 * The style form's state (BUSINESS.md section 11): the facts every colour shares, typed once as
 * on the upload form, and per colour a name, hex, family, four photos and stock. Converted to the
 * body the shared style schemas check, so the browser says what the server would, beside the field.
 */
import { ADMIN_MESSAGES } from '#shared/admin';
import {
  COLOUR_FAMILIES,
  COLOUR_MESSAGES,
  colourHexSchema,
  isColourFamily,
  MAX_COLOUR_NAME_LENGTH,
} from '#shared/colours';
import type { Size } from '#shared/constants';
import type { FieldErrors } from '#web/components/form/zod-errors';
import {
  emptyForm,
  emptyImages,
  emptyStock,
  factsPayload,
  type ProductForm,
  photosAndStockPayload,
} from '../upload/product-form';

export interface ColourForm {
  /** Keeps a colour's inputs (and chosen files) with it when colours move or one is removed. */
  key: number;
  name: string;
  hex: string;
  /** '' until the admin chooses one. */
  family: string;
  images: ProductForm['images'];
  stock: Record<Size, string>;
}

export type StyleFacts = Omit<ProductForm, 'images' | 'stock'>;
export interface StyleForm extends StyleFacts {
  colours: ColourForm[];
}

export const FAMILY_OPTIONS = [
  { value: '', label: 'Choose a family' },
  ...COLOUR_FAMILIES.map((family) => ({ value: family, label: family[0]!.toUpperCase() + family.slice(1) })),
];

let nextKey = 1;
export const emptyColour = (): ColourForm => ({
  key: nextKey++,
  name: '',
  // Empty rather than black: a colour saved with a hex nobody chose would show a wrong swatch.
  hex: '',
  family: '',
  images: emptyImages(),
  stock: emptyStock(),
});

export function emptyStyleForm(): StyleForm {
  const { images: _images, stock: _stock, ...facts } = emptyForm();
  return { ...facts, colours: [emptyColour()] };
}

/** One colour as POST /api/admins/styles and /colours read it. */
export function colourPayload(colour: ColourForm) {
  return { name: colour.name, hex: colour.hex, family: colour.family, ...photosAndStockPayload(colour) };
}

export const toStylePayload = (form: StyleForm) => ({
  ...factsPayload(form),
  colours: form.colours.map(colourPayload),
});

export const toColoursPayload = (colours: ColourForm[]) => ({ colours: colours.map(colourPayload) });

/** The list with the colour at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** The hex as #rrggbb in lower case, or undefined while what is typed is not a colour. */
export function validHex(hex: string): string | undefined {
  const parsed = colourHexSchema.safeParse(hex);
  return parsed.success ? parsed.data : undefined;
}

/** The input the hex text is copied to: a colour input only takes #rrggbb, so #abc is spelt out. */
export const colourInputValue = (hex: string): string => validHex(hex) ?? '#000000';

/**
 * The schema names a colour given twice on the list as a whole; this puts the message beside the
 * name of each colour after the first that repeats one (case and spaces ignored), where it is fixed.
 * `taken` are the names the style's colours already have (adding colours to a style).
 */
export function repeatedNameErrors(
  colours: readonly Pick<ColourForm, 'name'>[],
  taken: readonly string[] = [],
): FieldErrors {
  const seen = new Set(taken.map((name) => name.trim().toLowerCase()));
  const errors: FieldErrors = {};
  for (const [index, colour] of colours.entries()) {
    const key = colour.name.trim().toLowerCase();
    if (!key) continue;
    if (seen.has(key)) errors[`colours.${index}.name`] = COLOUR_MESSAGES.nameTwice(colour.name.trim());
    seen.add(key);
  }
  return errors;
}

/**
 * Where a refusal from the server belongs on the form: the field of the first colour it fits, or
 * undefined when it is about the whole form (the summary by the button says it then). The browser
 * checks the same rules first, so this covers what only the server knows (a name the style already
 * has, a photo it could not open) and a server whose rules moved ahead of the page.
 */
export function serverErrorField(message: string, colours: readonly ColourForm[]): string | undefined {
  const at = (index: number, field: string) => (index >= 0 ? `colours.${index}.${field}` : undefined);
  const repeated = /"(.+)" is given twice/.exec(message)?.[1];
  if (repeated !== undefined && message === COLOUR_MESSAGES.nameTwice(repeated)) {
    const key = repeated.trim().toLowerCase();
    const matches = colours.flatMap((colour, index) =>
      colour.name.trim().toLowerCase() === key ? [index] : [],
    );
    return at(matches.at(-1) ?? -1, 'name');
  }
  if (message === COLOUR_MESSAGES.hexInvalid) {
    return at(
      colours.findIndex((colour) => !colourHexSchema.safeParse(colour.hex).success),
      'hex',
    );
  }
  if (message === COLOUR_MESSAGES.familyInvalid) {
    return at(
      colours.findIndex((colour) => !isColourFamily(colour.family)),
      'family',
    );
  }
  if (message === COLOUR_MESSAGES.nameRequired) {
    return at(
      colours.findIndex((colour) => colour.name.trim() === ''),
      'name',
    );
  }
  if (message === COLOUR_MESSAGES.nameTooLong) {
    return at(
      colours.findIndex((colour) => colour.name.trim().length > MAX_COLOUR_NAME_LENGTH),
      'name',
    );
  }
  if (message === ADMIN_MESSAGES.imageMissing) {
    const index = colours.findIndex((colour) => colour.images.some((image) => image === ''));
    const slot = index >= 0 ? colours[index]!.images.indexOf('') : -1;
    return at(index, ['image', 'image1', 'image2', 'image3'][slot] ?? 'image');
  }
  return undefined;
}

/** The errors of one colour of a list ("colours.2."), keyed as its fields and the upload pieces read them. */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const under: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field.startsWith(prefix)) under[field.slice(prefix.length)] = message;
  }
  return under;
}

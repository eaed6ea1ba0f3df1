/**
 * Admin back-office rules (docs/product.md sections 3, 5, 7 and 8; docs/architecture.md sections 6 and 9). The upload
 * form and POST /api/admins/upload validate with the same schema, so each message is written once.
 */
import { z } from 'zod';
import { loginSchema } from './accounts';
import { pageParamSchema, productJsonSchema } from './catalog';
import { colourSchema } from './colours';
import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  MAX_FABRIC_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  SIZES,
} from './constants';
import { hsnSchema } from './gst/hsn';
import { ORDER_STATUSES } from './orders';

export const ADMIN_MESSAGES = {
  productWeight:
    'The parcel weight must be a whole number of grams from 50 to 30,000, or empty for the category default',
  productBox:
    'Each side of the box must be a whole number of cm from 1 to 200; give all three, or none for the default box',
  nameRequired: 'Name is required',
  actualPriceZero: 'Actual price cannot be 0',
  offerPriceZero: 'Offer Price cannot be 0',
  fabricEmpty: 'Fabric cannot be empty',
  onlyWebp: 'Only WebP images are allowed.',
  imageTooLarge: 'Please upload an image smaller than 100KB.',
  imageBroken: 'The image could not be read. Please choose the file again.',
  imageUndecodable: 'The image is not a WebP picture that can be opened. Please save it again as WebP.',
  imageMissing: 'Please choose all four images.',
  uploadSuccess: 'Upload success!',
  uploadFailed: 'Upload failed',
  deleteSuccess: 'Product Deletion success',
  deleteFailed: 'Error in deletion',
  updateFailed: 'Fail to update',
  stockInvalid: 'Stock counts must be whole numbers of 0 or more.',
  categoryInvalid: 'Choose a category: overtees, sweat shirt or hoodies.',
  nothingToUpdate: 'Send at least one product field or stock count to change.',
  productNotFound: 'Product not found',
  hiddenInvalid: 'Hidden must be true or false.',
} as const;

/** Rupees; the database column is int4 paise, so this keeps far inside its range. */
export const MAX_PRICE_RUPEES = 1_000_000;
export const MAX_STOCK_COUNT = 1_000_000;
export const WEBP_DATA_URL_PREFIX = 'data:image/webp;base64,';

/** The four long texts with a live counter on the form; their labels name them in messages. */
export const LONG_TEXT_FIELDS = {
  description: 'Description',
  washcare: 'Wash care',
  details: 'Details',
  specifications: 'Specifications',
} as const;
export type LongTextField = keyof typeof LONG_TEXT_FIELDS;

const text = (empty: string, max: number, label: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(max, { error: `${label} can be at most ${max} characters.` });

/** The rule is "cannot be 0" (docs/product.md section 5); a blank or negative price breaks the same rule. */
const price = (zero: string, label: string) =>
  z
    .number({ error: zero })
    .refine((value) => value > 0, { error: zero })
    .refine((value) => value <= MAX_PRICE_RUPEES, { error: `${label} can be at most ${MAX_PRICE_RUPEES}.` })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: `${label} can have at most two decimal places.`,
    });

export const stockCount = z
  .number({ error: ADMIN_MESSAGES.stockInvalid })
  .int({ error: ADMIN_MESSAGES.stockInvalid })
  .min(0, { error: ADMIN_MESSAGES.stockInvalid })
  .max(MAX_STOCK_COUNT, { error: ADMIN_MESSAGES.stockInvalid });

export type ImageCheck = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** The longest data URL an image under the limit can have (base64 is 4 characters per 3 bytes). */
export const MAX_DATA_URL_LENGTH = WEBP_DATA_URL_PREFIX.length + Math.ceil((MAX_IMAGE_BYTES - 1) / 3) * 4;

/**
 * docs/architecture.md section 9: the prefix, then the decoded bytes' WebP signature (RIFF....WEBP), then the
 * size. atob exists in browsers and Node alike and refuses anything that is not base64.
 */
export function checkWebpDataUrl(value: string): ImageCheck {
  if (!value.startsWith(WEBP_DATA_URL_PREFIX)) return { ok: false, message: ADMIN_MESSAGES.onlyWebp };
  if (value.length > MAX_DATA_URL_LENGTH + 8) return { ok: false, message: ADMIN_MESSAGES.imageTooLarge };
  let binary: string;
  try {
    binary = atob(value.slice(WEBP_DATA_URL_PREFIX.length));
  } catch {
    return { ok: false, message: ADMIN_MESSAGES.imageBroken };
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  if (!hasWebpSignature(bytes)) return { ok: false, message: ADMIN_MESSAGES.onlyWebp };
  if (bytes.length >= MAX_IMAGE_BYTES) return { ok: false, message: ADMIN_MESSAGES.imageTooLarge };
  return { ok: true, bytes };
}

export function hasWebpSignature(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

/** A WebP data URL in, its decoded bytes out. */
export const webpImageSchema = z.string({ error: ADMIN_MESSAGES.imageMissing }).transform((value, ctx) => {
  if (value === '') {
    ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.imageMissing });
    return z.NEVER;
  }
  const checked = checkWebpDataUrl(value);
  if (!checked.ok) {
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  }
  return checked.bytes;
});

export const productFields = {
  name: text(ADMIN_MESSAGES.nameRequired, MAX_NAME_LENGTH, 'Name'),
  actualPrice: price(ADMIN_MESSAGES.actualPriceZero, 'Actual price'),
  price: price(ADMIN_MESSAGES.offerPriceZero, 'Offer price'),
  fabric: text(ADMIN_MESSAGES.fabricEmpty, MAX_FABRIC_LENGTH, 'Fabric'),
  category: z.enum(CATEGORIES, { error: ADMIN_MESSAGES.categoryInvalid }),
  /** Printed on tax invoices; empty or absent: the category's default (src/shared/gst/hsn.ts). */
  hsnCode: z.union([z.literal(''), hsnSchema]).optional(),
  description: text('Description is required', MAX_TEXT_LENGTH, LONG_TEXT_FIELDS.description),
  washcare: text('Wash care is required', MAX_TEXT_LENGTH, LONG_TEXT_FIELDS.washcare),
  details: text('Details are required', MAX_TEXT_LENGTH, LONG_TEXT_FIELDS.details),
  specifications: text('Specifications are required', MAX_TEXT_LENGTH, LONG_TEXT_FIELDS.specifications),
  image: webpImageSchema,
  image1: webpImageSchema,
  image2: webpImageSchema,
  image3: webpImageSchema,
};

/**
 * A stock update sends the six counts beside itemId, while a product carries them under
 * `size`; both spellings are accepted and read as `size`.
 */
function liftSizeCounts(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  const topLevel = SIZES.filter((size) => size in record);
  if (topLevel.length === 0) return input;
  const rest = Object.fromEntries(
    Object.entries(record).filter(([key]) => !(SIZES as readonly string[]).includes(key)),
  );
  const size = typeof record.size === 'object' && record.size !== null ? record.size : {};
  return { ...rest, size: { ...size, ...Object.fromEntries(topLevel.map((s) => [s, record[s]])) } };
}

const itemIdField = z
  .string({ error: 'Please name the product by its itemId.' })
  .trim()
  .min(1, { error: 'Please name the product by its itemId.' })
  .max(200, { error: 'Please name the product by its itemId.' });

export const allSizes = <T extends z.ZodType>(schema: T) =>
  z.object({ S: schema, M: schema, L: schema, XL: schema, XXL: schema, XXXL: schema });

/** The upload form's fields; missing counts are 0 and the category defaults to overtees. */
export const productUploadObject = z.object({
  ...productFields,
  category: productFields.category.default(DEFAULT_CATEGORY),
  size: allSizes(stockCount.default(0)).default({ S: 0, M: 0, L: 0, XL: 0, XXL: 0, XXXL: 0 }),
  /** Optional beside SPEC's fields: the product's colour; it is a style of one (docs/product.md, "Colours and styles"). */
  colour: colourSchema.optional(),
});
export type ProductUploadInput = z.input<typeof productUploadObject>;
export type ProductUpload = z.output<typeof productUploadObject>;

/** POST /api/admins/upload. */
export const productUploadSchema = z.preprocess(liftSizeCounts, productUploadObject);

const boxSide = z
  .number({ error: ADMIN_MESSAGES.productBox })
  .int({ error: ADMIN_MESSAGES.productBox })
  .min(1, { error: ADMIN_MESSAGES.productBox })
  .max(200, { error: ADMIN_MESSAGES.productBox });
const productWeightField = z
  .number({ error: ADMIN_MESSAGES.productWeight })
  .int({ error: ADMIN_MESSAGES.productWeight })
  .min(50, { error: ADMIN_MESSAGES.productWeight })
  .max(30_000, { error: ADMIN_MESSAGES.productWeight })
  .nullable();
const productBoxField = z
  .object({ length: boxSide, breadth: boxSide, height: boxSide }, { error: ADMIN_MESSAGES.productBox })
  .nullable();
export type ProductBox = { length: number; breadth: number; height: number };

/** PATCH /api/admins/update-item: any product fields and/or stock counts; the counts set the stock. */
export const productUpdateSchema = z.preprocess(
  liftSizeCounts,
  // Anything else a client sends (_id, image URLs from the list) is ignored, never stored.
  z.object({
    itemId: itemIdField,
    name: productFields.name.optional(),
    actualPrice: productFields.actualPrice.optional(),
    price: productFields.price.optional(),
    fabric: productFields.fabric.optional(),
    category: productFields.category.optional(),
    hsnCode: productFields.hsnCode,
    description: productFields.description.optional(),
    washcare: productFields.washcare.optional(),
    details: productFields.details.optional(),
    specifications: productFields.specifications.optional(),
    image: productFields.image.optional(),
    image1: productFields.image1.optional(),
    image2: productFields.image2.optional(),
    image3: productFields.image3.optional(),
    size: allSizes(stockCount.optional()).optional(),
    /** Hidden products leave the storefront but stay editable and in past orders. */
    hidden: z.boolean({ error: ADMIN_MESSAGES.hiddenInvalid }).optional(),
    /** The parcel's own weight per unit and box; null goes back to the Shipping settings' (docs/product.md section 20). */
    weightGrams: productWeightField.optional(),
    boxCm: productBoxField.optional(),
  }),
);
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** DELETE /api/admins/delete-product: `productId` is the item id (docs/product.md section 7). */
export const deleteProductSchema = z.object({ productId: itemIdField });

/** The stock-update dialog: six inputs where anything that is not a whole number >= 0 counts as 0. */
export function stockInputToCount(raw: string): number {
  const value = Number(raw.trim());
  return Number.isInteger(value) && value >= 0 && value <= MAX_STOCK_COUNT ? value : 0;
}

/** POST /api/admins/login: the shopper login's rules (a user name or an email in userName). */
export const adminLoginSchema = loginSchema;
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/** GET /api/admins/me: the admin profile of docs/product.md section 3. */
export const adminProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  lastLogIn: z.string(),
  isAdmin: z.literal(true),
  /** The member's staff roles and what they allow (src/shared/permissions.ts), so pages show only that. */
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** Two-step sign-in is required of this member and not yet set up: the pages ask them to. */
  twoStepDue: z.boolean(),
  /** While due: by when it must be set up; after it, every page but the set-up is refused. */
  twoStepDueBy: z.string().nullable(),
  /** The member has an authenticator app set up, so the enrolment page offers to replace it. */
  twoStepOn: z.boolean(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** GET /api/admins/items-list?page= */
/** GET /api/admins/items-list?page=&q=: `q` searches the name or item id. */
export const itemsListQuerySchema = z.object({
  page: pageParamSchema,
  q: z.string().trim().max(100, { error: 'Search text can be at most 100 characters.' }).optional(),
});

/**
 * Units of a size held by unpaid online orders right now, only sizes above 0. They are not in
 * `size` (the count available to sell) and return to it if the reservation ends unpaid
 * (docs/decisions/006-checkout-and-payments.md, "Stock the admin sets").
 */
export const heldStockSchema = z.partialRecord(z.enum(SIZES), z.number().int().positive());
export type HeldStock = z.infer<typeof heldStockSchema>;

/** An items-list entry: the product JSON with `held` added beside it. */
export const adminProductJsonSchema = productJsonSchema.extend({
  held: heldStockSchema,
  /** Hidden from the storefront (docs/product.md section 14). */
  hidden: z.boolean(),
  /** Printed on tax invoices (docs/product.md, "Invoices"). */
  hsnCode: z.string(),
  /** The parcel's own weight and box, null for the Shipping settings' (docs/product.md section 20). */
  weightGrams: z.number().nullable(),
  boxCm: z.object({ length: z.number(), breadth: z.number(), height: z.number() }).nullable(),
  /** The style the product is a colour of, null for none: the list links to the style's editor. */
  styleId: z.number().nullable(),
});
export type AdminProductJson = z.infer<typeof adminProductJsonSchema>;

/** GET /api/admins/orders?page=&status= */
export const adminOrdersQuerySchema = z.object({
  page: pageParamSchema,
  status: z
    .enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(', ')}.` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/**
 * The edit screen's form: upload's form state (so every field is the same component and rule)
 * plus the hidden flag; images left empty keep the product's current photos.
 */
import type { AdminProductJson } from '#shared/admin';
import { CATEGORIES, type Category, DEFAULT_CATEGORY, SIZES, type Size } from '#shared/constants';
import { type ProductForm, toPayload } from '../upload/product-form';

export interface EditForm extends ProductForm {
  hidden: boolean;
  /** The parcel's own weight and box as typed; empty means the Shipping settings' (docs/product.md section 20). */
  weightGrams: string;
  boxLength: string;
  boxBreadth: string;
  boxHeight: string;
}

const typed = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw.trim()));

/** Empty is null (the settings' defaults); anything else goes as a number for the schema to judge. */
function parcelOf(form: EditForm) {
  const sides = [form.boxLength, form.boxBreadth, form.boxHeight];
  return {
    weightGrams: form.weightGrams.trim() === '' ? null : typed(form.weightGrams),
    boxCm: sides.every((side) => side.trim() === '')
      ? null
      : { length: typed(form.boxLength), breadth: typed(form.boxBreadth), height: typed(form.boxHeight) },
  };
}

export function formOf(product: AdminProductJson): EditForm {
  return {
    name: product.name,
    actualPrice: String(product.actualPrice),
    price: String(product.price),
    fabric: product.fabric,
    category: (CATEGORIES as readonly string[]).includes(product.category)
      ? (product.category as Category)
      : DEFAULT_CATEGORY,
    hsnCode: product.hsnCode,
    texts: {
      description: product.description,
      washcare: product.washcare,
      details: product.details,
      specifications: product.specifications,
    },
    images: ['', '', '', ''],
    stock: Object.fromEntries(SIZES.map((size) => [size, String(product.size[size])])) as Record<
      Size,
      string
    >,
    hidden: product.hidden,
    weightGrams: product.weightGrams === null ? '' : String(product.weightGrams),
    boxLength: product.boxCm ? String(product.boxCm.length) : '',
    boxBreadth: product.boxCm ? String(product.boxCm.breadth) : '',
    boxHeight: product.boxCm ? String(product.boxCm.height) : '',
  };
}

/** PATCH /api/admins/update-item's body: every field, and only the images chosen again. */
export function toUpdatePayload(itemId: string, form: EditForm) {
  const { image, image1, image2, image3, ...fields } = toPayload(form);
  const images = Object.fromEntries(
    Object.entries({ image, image1, image2, image3 }).filter(([, dataUrl]) => dataUrl !== ''),
  );
  return { itemId, ...fields, ...images, hidden: form.hidden, ...parcelOf(form) };
}

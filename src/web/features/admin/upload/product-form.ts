/** The upload form's state and its conversion to the payload the shared schema checks. */
import { type LongTextField, productUploadObject } from '#shared/admin';
import { type Category, DEFAULT_CATEGORY, SIZES, type Size } from '#shared/constants';

export interface ProductForm {
  name: string;
  actualPrice: string;
  price: string;
  fabric: string;
  category: Category;
  /** Empty: the category's default HSN code. */
  hsnCode: string;
  texts: Record<LongTextField, string>;
  images: [string, string, string, string];
  stock: Record<Size, string>;
}

/** Blank prices read as 0, so docs/product.md's "cannot be 0" message covers them too. */
const toNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

export const emptyImages = (): ProductForm['images'] => ['', '', '', ''];
export const emptyStock = () => Object.fromEntries(SIZES.map((size) => [size, '0'])) as Record<Size, string>;

export const emptyForm = (): ProductForm => ({
  name: '',
  actualPrice: '',
  price: '',
  fabric: '',
  category: DEFAULT_CATEGORY,
  hsnCode: '',
  texts: { description: '', washcare: '', details: '', specifications: '' },
  images: emptyImages(),
  stock: emptyStock(),
});

/** The facts a product and a style share, as the schemas read them. */
export function factsPayload(form: Omit<ProductForm, 'images' | 'stock'>) {
  return {
    name: form.name,
    actualPrice: toNumber(form.actualPrice),
    price: toNumber(form.price),
    fabric: form.fabric,
    category: form.category,
    hsnCode: form.hsnCode.trim(),
    ...form.texts,
  };
}

/** The four photos and six counts, as the upload and style schemas read them. */
export function photosAndStockPayload(form: Pick<ProductForm, 'images' | 'stock'>) {
  const [image, image1, image2, image3] = form.images;
  return {
    image,
    image1,
    image2,
    image3,
    size: Object.fromEntries(SIZES.map((size) => [size, toNumber(form.stock[size])])),
  };
}

export function toPayload(form: ProductForm) {
  return { ...factsPayload(form), ...photosAndStockPayload(form) };
}

/** The first rule the form breaks, in docs/product.md's words (the server checks the same schema), or null. */
export function firstProblem(form: ProductForm): string | null {
  const result = productUploadObject.safeParse(toPayload(form));
  return result.success ? null : result.error.issues[0]!.message;
}

/**
 * The catalogue's heading: the category's name, or plain "Products" for a category the shop does
 * not have (a link may say ?category=jackets). The query text is never shown as a title; the
 * page then shows Coming Soon, as for any empty category (docs/product.md section 2, Catalogue).
 */
import { CATEGORIES, CATEGORY_LABELS, type Category } from '#shared/constants';

export const UNKNOWN_CATEGORY_HEADING = 'Products';

export function catalogHeading(category: string): string {
  return (CATEGORIES as readonly string[]).includes(category)
    ? CATEGORY_LABELS[category as Category]
    : UNKNOWN_CATEGORY_HEADING;
}

/** The product page's notify-me form, for the sizes it shows struck through (every size when the product is sold out). */
import type { ProductJson } from '#shared/catalog';
import { DETAIL_PAGE_SIZES } from '#shared/constants';
import { NotifyMeForm } from './NotifyMeForm';

export function SoldOutSizesNotifyMe({ product }: { product: Pick<ProductJson, 'itemId' | 'sizesInStock'> }) {
  const soldOut = DETAIL_PAGE_SIZES.filter((size) => !product.sizesInStock.includes(size));
  return <NotifyMeForm itemId={product.itemId} soldOutSizes={soldOut} />;
}

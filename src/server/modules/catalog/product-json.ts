/** A product row plus its per-size stock -> the product JSON every client reads (docs/architecture.md section 6). */
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import { products } from '#server/db/schema';
import { type ProductJson, type SizeStock, sizesInStock } from '#shared/catalog';
import type { ColourSwatch } from '#shared/colours';
import { SIZES } from '#shared/constants';
import { imageUrl } from '#shared/images';
import { paiseToRupees } from '#shared/money';

/** A product as the catalogue reads it: every column but the search document, which only search's SQL reads. */
export type ProductRow = Omit<InferSelectModel<typeof products>, 'searchDocument'>;

const { searchDocument: _searchOnly, ...rowColumns } = getTableColumns(products);
/**
 * `select(productRowColumns)`: a row without its search document, a few hundred bytes of text per
 * product that a list would carry from the database and throw away.
 */
export const productRowColumns = rowColumns;

/** Stock rows as read from product_stock; sizes without a row count as 0. */
export type StockRows = ReadonlyArray<{ size: string; quantity: number }>;

export interface ProductWithStock {
  product: ProductRow;
  stock: StockRows;
}

export function toSizeStock(rows: StockRows): SizeStock {
  const stock = Object.fromEntries(SIZES.map((size) => [size, 0])) as SizeStock;
  for (const row of rows) {
    if (row.size in stock) stock[row.size as keyof SizeStock] = row.quantity;
  }
  return stock;
}

/**
 * `colours` is the style's colours (style-colours.ts); a read that does not load them answers the
 * item's own colour alone, or none.
 */
export function toProductJson(
  row: ProductRow,
  stock: StockRows | SizeStock,
  colours?: ColourSwatch[],
): ProductJson {
  const size = Array.isArray(stock) ? toSizeStock(stock) : { ...(stock as SizeStock) };
  const inStock = sizesInStock(size);
  return {
    _id: row.itemId,
    itemId: row.itemId,
    name: row.name,
    price: paiseToRupees(row.pricePaise),
    actualPrice: paiseToRupees(row.actualPricePaise),
    fabric: row.fabric,
    category: row.category,
    description: row.description,
    washcare: row.washcare,
    details: row.details,
    specifications: row.specifications,
    image: imageUrl(row.imageId),
    image1: imageUrl(row.image1Id),
    image2: imageUrl(row.image2Id),
    image3: imageUrl(row.image3Id),
    size,
    sizesInStock: inStock,
    soldOut: inStock.length === 0,
    colour: colourOf(row),
    colours: colours ?? ownSwatch(row, inStock.length > 0),
  };
}

export function colourOf(row: ProductRow): ProductJson['colour'] {
  if (row.colourName === null || row.colourHex === null || row.colourFamily === null) return null;
  return { name: row.colourName, hex: row.colourHex, family: row.colourFamily };
}

function ownSwatch(row: ProductRow, inStock: boolean): ColourSwatch[] {
  const colour = colourOf(row);
  return colour ? [{ itemId: row.itemId, ...colour, image: imageUrl(row.imageId), inStock }] : [];
}

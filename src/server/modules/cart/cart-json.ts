/** The Cart JSON of docs/architecture.md section 6: prices in rupees, images as URLs. */
import type { Cart } from '#shared/cart';
import { imageUrl } from '#shared/images';
import { paiseToRupees } from '#shared/money';
import type { CartLine } from './cart-lines';

export function toCartJson(userName: string, lines: CartLine[]): Cart {
  return {
    userName,
    items: lines.map((line) => ({
      _id: String(line.lineId),
      itemId: line.itemId,
      name: line.name,
      image: imageUrl(line.imageId),
      price: paiseToRupees(line.unitPricePaise),
      selectedSize: line.size,
      colour: line.colour,
      quantity: line.quantity,
      available: line.available,
    })),
  };
}

/**
 * Step 2: totals from the catalogue only (docs/architecture.md section 6): today's unit prices times
 * quantities, plus the fixed delivery charge. Nothing a client sends is part of the sum.
 */

import { AppError } from '#server/errors';
import { DELIVERY_CHARGE_RUPEES } from '#shared/constants';
import { rupeesToPaise } from '#shared/money';
import type { CartLine } from '../cart/cart-lines';

export const DELIVERY_CHARGE_PAISE = rupeesToPaise(DELIVERY_CHARGE_RUPEES);

export interface PricedLine {
  productId: number;
  itemId: string;
  name: string;
  imageId: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
}

export function priceLines(cart: CartLine[]): PricedCart {
  const withdrawn = cart.find((line) => line.archived);
  if (withdrawn) {
    throw new AppError(
      'conflict',
      `${withdrawn.name} is no longer available. Please remove it from your cart.`,
      { code: 'product_unavailable' },
    );
  }
  const lines = cart.map((line) => ({
    productId: line.productId,
    itemId: line.itemId,
    name: line.name,
    imageId: line.imageId,
    size: line.size,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
  }));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  return {
    lines,
    subtotalPaise,
    deliveryChargePaise: DELIVERY_CHARGE_PAISE,
    totalPaise: subtotalPaise + DELIVERY_CHARGE_PAISE,
  };
}

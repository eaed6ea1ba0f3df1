/** One PDF of labels for a selection of shipped orders (docs/product.md, "Shipping"). */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { findOrderByPublicId } from '../orders';
import { readSettings } from '../settings';
import { parcelRequestOf } from './parcel-request';
import type { LabelParcel } from './provider';
import { forwardShipmentsOf } from './shipments';

export async function labelsPdf(deps: Pick<AppDeps, 'db' | 'shipping'>, orderIds: string[]): Promise<Buffer> {
  const settings = await readSettings(deps.db, 'shipping');
  const parcels: LabelParcel[] = [];
  const missing: string[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    const order = await findOrderByPublicId(deps.db, orderId);
    const shipment = order && (await forwardShipmentsOf(deps.db, [order.id])).get(order.id);
    if (!order || !shipment?.awb || !shipment.providerShipmentId) {
      missing.push(orderId);
      continue;
    }
    const request = await parcelRequestOf(deps.db, order, settings);
    parcels.push({
      reference: order.orderId,
      providerShipmentId: shipment.providerShipmentId,
      awb: shipment.awb,
      courier: shipment.courier ?? '',
      address: request.address,
      codAmountPaise: request.codAmountPaise,
      weightGrams: request.weightGrams,
    });
  }
  if (missing.length > 0)
    throw new AppError(
      'not_found',
      `No courier booking for ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}.`,
    );
  return deps.shipping.labels(parcels);
}

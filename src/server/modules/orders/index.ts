/**
 * What other modules may call: listing, searching, exporting, dispatching (one by one or from a
 * CSV) and delivering orders, packing slips (cancelling, which refunds, is in payments), the
 * dashboard's figures, the units unpaid orders hold, and what the after-order module needs to
 * read an order's page and run its returns.
 */
export {
  dispatchLocked,
  dispatchOrder,
  listAllOrders,
  lockCapturedOrder,
  markDelivered,
  setReturnState,
} from './admin-orders';
export { bulkDispatch } from './bulk-dispatch';
export { type CodFigures, codFigures } from './cod-figures';
export { applyCourierOutcome, type CourierOutcome } from './courier-outcomes';
export { type OrderFigures, orderFigures } from './dashboard-figures';
export { deliveredSizesOf } from './delivered-items';
export { type ExchangeLine, placeExchangeOrder } from './exchange-order';
export { heldStockByProduct } from './held-stock';
export { hasOnlinePayment, onlineChargePaise } from './online-charge';
export { type Actor, eventsOfOrder, type OrderEventRow, recordEvent, shopperActor } from './order-events';
export { exportOrdersCsv } from './order-export';
export { loadOrderJson, loadOrdersJson } from './order-json';
export { queueOrderMail } from './order-mail';
export {
  findOrderById,
  findOrderByPublicId,
  itemsOfOrder,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
} from './order-queries';
export { searchOrders } from './order-search';
export { packingSlipsPdf } from './packing-slips';
export { ordersPlacedSince, type PlacedOrder } from './placed-since';
export { mobilesOfShopperOrders } from './shopper-mobiles';
export { findShopperOrder, lockShopperCapturedOrder, SHOPPER_VISIBLE_STATUSES } from './shopper-orders';
/**
 * Stock a returned parcel puts back on sale, recorded in the product's stock history; and what a
 * size has on sale now, which an exchange request checks its new size against.
 */
export { giveBackStock, type StockCause, unitsInStock } from './stock';

/**
 * What other modules may call: listing, dispatching and delivering orders (cancelling, which
 * refunds, is in payments), the units unpaid orders hold, and what the after-order module
 * needs to read an order's page and run its returns.
 */
export {
  dispatchOrder,
  listAllOrders,
  lockCapturedOrder,
  markDelivered,
  setReturnState,
} from './admin-orders';
export { type ExchangeLine, placeExchangeOrder } from './exchange-order';
export { heldStockByProduct } from './held-stock';
export { type Actor, eventsOfOrder, type OrderEventRow, recordEvent, shopperActor } from './order-events';
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
export { findShopperOrder, lockShopperCapturedOrder, SHOPPER_VISIBLE_STATUSES } from './shopper-orders';
export { restoreStockLines } from './stock';

/**
 * What the back office may call: listing, searching, exporting and dispatching orders (one by
 * one or from a CSV), packing slips (cancelling, which refunds, is in payments), and the units
 * unpaid orders hold, shown beside the stock.
 */
export { dispatchOrder, listAllOrders } from './admin-orders';
export { bulkDispatch } from './bulk-dispatch';
export { type OrderFigures, orderFigures } from './dashboard-figures';
export { heldStockByProduct } from './held-stock';
export { exportOrdersCsv } from './order-export';
export { searchOrders } from './order-search';
export { packingSlipsPdf } from './packing-slips';
/** Stock a returned parcel puts back on sale, recorded in the product's stock history. */
export { giveBackStock, type StockCause } from './stock';

/**
 * What the back office may call: listing and dispatching orders (cancelling, which refunds, is in
 * payments), and the units unpaid orders hold, shown beside the stock.
 */
export { dispatchOrder, listAllOrders } from './admin-orders';
export { type OrderFigures, orderFigures } from './dashboard-figures';
export { heldStockByProduct } from './held-stock';
/** Stock a returned parcel puts back on sale, recorded in the product's stock history. */
export { giveBackStock, type StockCause } from './stock';

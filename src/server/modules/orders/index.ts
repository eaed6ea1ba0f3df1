/**
 * What the back office may call: listing and dispatching orders (cancelling, which refunds, is in
 * payments), and the units unpaid orders hold, shown beside the stock.
 */
export { dispatchOrder, listAllOrders } from './admin-orders';
export { heldStockByProduct } from './held-stock';

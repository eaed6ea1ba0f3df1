/** What the back office may call: listing and dispatching orders (cancelling, which refunds, is in payments). */
export { dispatchOrder, listAllOrders } from './admin-orders';

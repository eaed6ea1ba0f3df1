/** What the back office may call: listing, dispatching and cancelling orders. */
export { dispatchOrder, listAllOrders } from './admin-orders';
export { cancelOrder } from './cancel-order';

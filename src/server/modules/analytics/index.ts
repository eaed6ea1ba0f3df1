/** What other modules call in analytics: an order's source and the server's order events. */
export { attributeOrder, type OrderSource, type ShopperClient, sourceOfOrder } from './attribution';
export { type OrderSignal, recordOrderSignal, signalOfMove } from './order-signals';

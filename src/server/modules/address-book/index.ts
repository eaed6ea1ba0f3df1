/** What other modules may call: checkout keeps a new address in the shopper's book. */
export { saveAddressFromCheckout } from './address-book';

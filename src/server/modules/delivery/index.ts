/**
 * What other modules may call: the checks of a delivery address and of the delivery rules, and
 * the source of those rules (docs/product.md section 12).
 */
export {
  type CheckedAddress,
  cashOnDeliveryRefusal,
  checkAddress,
  checkCashOnDelivery,
  checkDeliverable,
  checkDeliveryDetails,
  listedForNoCashOnDelivery,
} from './delivery-address';
/** India's pincode directory: the shipping sandbox answers serviceability from it. */
export { lookUpPincode, type PincodeEntry } from './pincode-directory';
export {
  deliveryTerms,
  type ServiceabilitySettings,
  type ServiceabilitySource,
  serviceabilityOf,
} from './serviceability';

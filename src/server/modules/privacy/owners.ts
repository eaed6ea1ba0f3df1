/**
 * Every owner of a shopper's personal data, in the order erasure runs them: what points at the
 * account first, the account itself last (DESIGN.md section 15). A module that adds a table with a
 * personal column adds its owner here; tests/architecture/personal-data.test.ts checks it.
 */
import type { PersonalDataOwner } from '#server/personal-data';
import { sessionsPersonalData } from '#server/plugins/personal-data';
import { accountsPersonalData } from '../accounts/personal-data';
import { addressBookPersonalData } from '../address-book/personal-data';
import { afterOrderPersonalData } from '../after-order/personal-data';
import { cartPersonalData } from '../cart/personal-data';
import { couponsPersonalData } from '../coupons/personal-data';
import { invoicesPersonalData } from '../invoices/personal-data';
import { mailPersonalData } from '../mail/personal-data';
import { messagingPersonalData } from '../messaging/personal-data';
import { notifyMePersonalData } from '../notify-me/personal-data';
import { offersPersonalData } from '../offers/personal-data';
import { ordersPersonalData } from '../orders/personal-data';
import { recoveryPersonalData } from '../recovery/personal-data';
import { reviewsPersonalData } from '../reviews/personal-data';
import { storeCreditPersonalData } from '../store-credit/personal-data';
import { wishlistPersonalData } from '../wishlist/personal-data';
import { privacyPersonalData } from './personal-data';

export const PERSONAL_DATA_OWNERS: readonly PersonalDataOwner[] = [
  privacyPersonalData,
  mailPersonalData,
  // Before orders: it reads the numbers on the shopper's orders to find their consents.
  messagingPersonalData,
  notifyMePersonalData,
  reviewsPersonalData,
  wishlistPersonalData,
  recoveryPersonalData,
  cartPersonalData,
  addressBookPersonalData,
  couponsPersonalData,
  offersPersonalData,
  storeCreditPersonalData,
  afterOrderPersonalData,
  invoicesPersonalData,
  ordersPersonalData,
  sessionsPersonalData,
  accountsPersonalData,
];

/**
 * What other modules may call: checkout reads the offers a shopper may use and records the uses
 * with the order; every path that ends an order unfulfilled gives them back; the back office
 * manages offers and reads their report.
 */
export { createOffer, listOffers, offerReport, updateOffer } from './admin-offers';
export { liveOffers, offersForShopper } from './live-offers';
export { giveBackOfferUses, type OfferUse, recordOfferUses, retakeOfferUses } from './offer-uses';

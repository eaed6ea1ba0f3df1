/** What other modules may call: the restock hook (the catalogue's changeStock) and the SMS hand-off (messaging). */
export { type Restock, sizeRestocked } from './restock';
export { markRestockTextSent, type RestockText, unsentRestockTexts } from './sms-handoff';

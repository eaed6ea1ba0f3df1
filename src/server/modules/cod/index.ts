/**
 * What other modules may call: the cash-on-delivery checks checkout makes (and a paid partial-COD
 * token, which makes an order a COD order), and the confirmation link it mails (docs/product.md
 * section 22).
 */

export type { CodRecord } from '../orders/cod-record';
export { cashDuePaise, confirmOwnCodOrder, linkOpen, queueCodConfirmation } from './confirmation';
export { checkCodEligibility, codOrderRefusal, codRecordNow, codStanding } from './eligibility';

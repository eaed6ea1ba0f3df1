/**
 * What other modules may call: the cash-on-delivery checks checkout makes, and the confirmation
 * link it mails (docs/product.md section 22).
 */

export type { CodRecord } from '../orders/cod-record';
export { cashDuePaise, queueCodConfirmation } from './confirmation';
export { checkCodEligibility, codRecordNow, codRefusal } from './eligibility';

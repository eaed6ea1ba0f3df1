/**
 * What other modules may call: the balance, a credit (a COD refund the shopper chose to keep as
 * credit, a cancelled order's credit given back), a spend at checkout, and the history page.
 */
export { storeCreditHistory } from './history';
export {
  type CreditGrant,
  type GrantedCredit,
  grantStoreCredit,
  spendStoreCredit,
  spendTowardsOrder,
  storeCreditBalance,
} from './ledger';

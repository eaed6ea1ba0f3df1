/** What a page hands the login page when it sends a shopper there (router location state). */
export interface LoginState {
  /** Shown above the form. */
  notice?: string;
  /** Where to go once logged in; only the shop's own pages are followed (safeReturnPath). */
  returnTo?: string;
}

export const ORDER_LOGIN_NOTICE = 'Please log in to see your order.';

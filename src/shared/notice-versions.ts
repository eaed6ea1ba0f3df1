/**
 * The version of each notice; a change of wording gets a new version, and the ledger records the
 * version a shopper saw when they consented. Apart from privacy.ts (and its schemas), so a page
 * that shows a notice carries no validation code.
 */
export const NOTICE_VERSIONS = {
  privacy: '2026-11-1',
  signUp: 'sign-up-2026-11-1',
  checkout: 'checkout-2026-11-1',
  notifyMe: 'notify-me-2026-11-1',
  profile: 'profile-2026-11-1',
} as const;

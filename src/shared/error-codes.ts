/**
 * Every error answer carries a stable `code` beside its `errorMessage` (docs/architecture.md,
 * "Errors"). Clients branch on the code; the message is for people and may be reworded.
 */
export const ERROR_CODES = [
  // One per kind of failure, when nothing more specific applies.
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'unavailable',
  // Specific ones a client may act on.
  'invalid_json',
  'invalid_api_key',
  'cross_site_request',
  'invalid_login',
  'invalid_code',
  'email_not_verified',
  'email_taken',
  'mobile_not_verified',
  'mobile_taken',
  'user_name_taken',
  'out_of_stock',
  'quantity_limit',
  'order_too_large',
  'invalid_image',
  'invalid_pincode',
  'several_pincodes',
  'state_mismatch',
  'not_serviceable',
  'cod_unavailable',
  'cod_limit',
  'cod_refused',
  'partial_cod_unavailable',
  'store_credit_short',
  'store_credit_covers',
  'link_expired',
  'address_book_full',
  'weak_password',
  'size_not_offered',
  'product_unavailable',
  'cart_empty',
  'cart_changed',
  'payment_unavailable',
  'payment_failed',
  'late_payment',
  'order_state',
  'invalid_signature',
  'coupon_refused',
  'coupon_code_taken',
  'return_window_closed',
  'refund_too_large',
  'invoice_settings_incomplete',
  'invoice_not_issued',
  'shipping_unavailable',
  'shipment_booking',
  'sign_in_again',
  /** A member past the grace days without two-step sign-in: only its set-up is open. */
  'two_step_required',
  /** Moving two-step sign-in to a new phone asks for the password again; none or a wrong one was given. */
  'password_needed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer. */
export interface ErrorBody {
  errorMessage: string;
  code: ErrorCode;
}

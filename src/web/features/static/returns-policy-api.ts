/** The shop's return window as the refund policy page asks for it (and the server loads for it). */
export const RETURNS_POLICY_URL = '/api/returns/policy';

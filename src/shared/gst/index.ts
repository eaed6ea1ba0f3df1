/** GST for invoices, pure and shared: the server issues invoices with it, the admin's forms warn with it. */
export * from './amount-in-words';
export * from './apportion';
export * from './credit-lines';
export * from './financial-year';
export * from './format';
export * from './gstin';
export * from './hsn';
export * from './numbering';
export * from './rates';
export * from './tax-lines';

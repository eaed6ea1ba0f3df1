export * from './input';
export * from './public';

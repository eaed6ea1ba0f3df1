/** What other modules may call: the restock hook (the catalogue's changeStock). */
export { type Restock, sizeRestocked } from './restock';

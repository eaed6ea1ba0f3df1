/**
 * What other modules may call: offers resolve a collection to its item ids and check that one
 * exists; the sitemap lists every collection's page; the demo seed makes its collections.
 */
export { createCollection } from './admin-collections';
export { collectionItemIds, findCollection } from './members';
export { collectionSlugs } from './reads';

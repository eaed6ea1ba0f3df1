/**
 * The demo shop's collections (BUSINESS.md section 11), so a newcomer finds the header's
 * Collections page and the home page's tiles filled: each by a rule, with a member's photo as its
 * cover, made through the collections module as the back office makes them.
 */
import { createCollection } from '#server/modules/collections';
import { collectionInputSchema } from '#shared/collections/input';
import type { ColourFamily } from '#shared/colours';
import { imageUrl } from '#shared/images';
import type { DbOrTx } from '../client';

/** A seeded product as the collections need it: its price, colour family and main photo. */
export interface SeededForCollections {
  category: string;
  price: number;
  family: ColourFamily;
  imageId: string;
}

const DEMO_COLLECTIONS = [
  {
    name: 'The Black Edit',
    slug: 'black-edit',
    description: 'Every cut in black: tees, sweatshirts and hoodies that go with everything.',
    rule: { colourFamily: 'black' },
    // A black hoodie, so the three tiles show three different pieces.
    cover: (product: SeededForCollections) => product.family === 'black' && product.category === 'hoodies',
  },
  {
    name: 'Under ₹1,500',
    slug: 'under-1500',
    description: 'Oversized staples for less than ₹1,500.',
    rule: { maxPrice: 1499 },
    cover: (product: SeededForCollections) => product.price <= 1499 && product.family !== 'black',
  },
  {
    name: 'New In',
    slug: 'new-in',
    description: 'The latest cuts and colours, newest first.',
    rule: { newest: 12 },
    cover: () => true,
  },
] as const;

export async function seedDemoCollections(
  tx: DbOrTx,
  seeded: readonly SeededForCollections[],
  at: Date,
): Promise<void> {
  for (const { cover, ...collection } of DEMO_COLLECTIONS) {
    const photo = seeded.find(cover);
    const input = collectionInputSchema.parse({
      ...collection,
      kind: 'rule',
      featured: true,
      coverImage: photo ? imageUrl(photo.imageId) : null,
    });
    await createCollection(tx, input, at);
  }
}

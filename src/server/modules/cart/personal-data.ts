/** The cart: kept while the shopper shops; exported, and emptied on erasure. */
import { eq } from 'drizzle-orm';
import { cartItems } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const cartPersonalData: PersonalDataOwner = {
  module: 'cart',
  tables: ['cart_items'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(cartItems).where(eq(cartItems.userId, subject.accountId));
    return {
      cart: rows.map((row) => ({ productId: row.productId, size: row.size, quantity: row.quantity })),
    };
  },
  async erasePersonalData(tx, subject) {
    await tx.delete(cartItems).where(eq(cartItems.userId, subject.accountId));
  },
};

/**
 * The account's own personal data: the profile and its sign-in codes. Erasure anonymises the
 * account row (orders and tax invoices the law keeps still point at it) and deletes its codes.
 */
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { emailCodes, mobileCodes, users } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const accountsPersonalData: PersonalDataOwner = {
  module: 'accounts',
  tables: ['users', 'email_codes', 'mobile_codes'],
  async exportPersonalData(db, subject) {
    const [user] = await db.select().from(users).where(eq(users.id, subject.accountId));
    return {
      account: user && {
        firstName: user.firstName,
        lastName: user.lastName,
        userName: user.userName,
        email: user.email,
        mobile: user.mobile,
        createdAt: user.createdAt.toISOString(),
        lastSignInAt: user.lastLoginAt?.toISOString() ?? null,
      },
    };
  },
  async erasePersonalData(tx: DbOrTx, subject) {
    if (subject.email) await tx.delete(emailCodes).where(eq(emailCodes.email, subject.email.toLowerCase()));
    await tx
      .delete(mobileCodes)
      .where(
        subject.mobile
          ? or(eq(mobileCodes.userId, subject.accountId), eq(mobileCodes.mobile, subject.mobile))
          : eq(mobileCodes.userId, subject.accountId),
      );
    await tx
      .update(users)
      .set({
        firstName: '',
        lastName: '',
        userName: `erased-${subject.accountId}`,
        email: null,
        mobile: null,
        passwordHash: '!erased',
        lastLoginAt: null,
      })
      .where(eq(users.id, subject.accountId));
  },
};

/**
 * Shoppers and the one-time codes they sign in and verify with (docs/product.md section 21).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountColumns, createdAt, tstz } from '#server/db/columns';

/**
 * Shoppers sign in with an email and password, a mobile number and an SMS code, or both
 * (docs/product.md section 21): either may be missing, each is unique when present.
 */
export const users = pgTable(
  'users',
  {
    ...accountColumns(),
    email: text('email'),
    /** A 10-digit Indian mobile number, verified by an SMS code. */
    mobile: text('mobile'),
  },
  (t) => [
    uniqueIndex('users_user_name_lower').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile').on(t.mobile),
  ],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /**
     * change: a signed-in shopper adding or changing their email (docs/product.md section 21);
     * notify-me: a visitor proving the email they want a restock message at (section 19).
     */
    purpose: text('purpose', { enum: ['verify', 'reset', 'change', 'notify-me'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip'),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: tstz('verified_at'),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_email').on(t.email, t.purpose, t.createdAt),
    index('email_codes_ip').on(t.requestIp, t.createdAt),
  ],
);

/** One-time codes sent by SMS: the shape of email_codes (docs/decisions/026-messaging.md). */
export const mobileCodes = pgTable(
  'mobile_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    /**
     * sign-in: signs in or signs up; change: adds or changes the signed-in shopper's number;
     * notify-me: proves the number a restock message should go to (docs/product.md section 19).
     */
    purpose: text('purpose', { enum: ['sign-in', 'change', 'notify-me'] }).notNull(),
    userId: integer('user_id'),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip'),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: tstz('verified_at'),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mobile_codes_mobile').on(t.mobile, t.purpose, t.createdAt),
    check('mobile_codes_purpose', sql`${t.purpose} in ('sign-in', 'change', 'notify-me')`),
  ],
);

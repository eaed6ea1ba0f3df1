/**
 * Sign-in sessions, read and written by the sessions plugin (plugins/sessions.ts) for shoppers
 * and administrators alike.
 * Only the request plumbing queries it (docs/architecture.md section 3); src/server/db/schema.ts
 * lists it for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sha-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['shopper', 'admin'] }).notNull(),
    /** users.id for shopper sessions, admins.id for admin sessions. */
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    index('sessions_account').on(t.kind, t.accountId),
    check('sessions_kind', sql`${t.kind} in ('shopper', 'admin')`),
  ],
);

/**
 * Administrators and the audit trail of their product changes.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountColumns, createdAt, tstz } from '#server/db/columns';

/** Staff accounts with their roles (src/shared/permissions.ts) and two-step sign-in (BUSINESS.md 15). */
export const admins = pgTable(
  'admins',
  {
    ...accountColumns(),
    roles: text('roles').array().notNull().default(sql`'{}'`),
    suspendedAt: tstz('suspended_at'),
    removedAt: tstz('removed_at'),
    /** Encrypted with SECRETS_KEY (lib/secret-box.ts); set at enrolment, trusted once confirmed. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: tstz('totp_enrolled_at'),
    /** The last 30-second step a code was accepted for, so a code works once. */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [
    uniqueIndex('admins_user_name_lower').on(sql`lower(${t.userName})`),
    uniqueIndex('admins_email_lower').on(sql`lower(${t.email})`),
  ],
);

/** One-time links that let an invited member set their password; only the token's hash is kept. */
export const adminInvites = pgTable(
  'admin_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_invites_token_hash').on(t.tokenHash)],
);

/** Ten single-use recovery codes per member, hashed like passwords. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('admin_recovery_codes_admin').on(t.adminId)],
);

/**
 * Audit trail of administrator actions on products (orders use order_events) and their sign-ins;
 * the sign-ins are the access log the DPDP Rules keep a year (access-log.ts prunes them after it).
 */
export const adminEvents = pgTable(
  'admin_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_events_created').on(t.createdAt)],
);

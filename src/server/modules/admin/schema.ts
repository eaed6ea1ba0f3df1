/**
 * Administrators and the audit trail of their product changes.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountColumns, bytea, createdAt, tstz } from '#server/db/columns';

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
    /** A new phone's secret, sealed the same way, until its first code confirms it and it replaces totpSecret. */
    totpPendingSecret: text('totp_pending_secret'),
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
 * A member's passkeys (WebAuthn), another way of the second step; the public key alone opens
 * nothing, so it is kept as the authenticator gave it.
 */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    /** base64url, as the browser sends it back at sign-in. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (32 bits unsigned); it must grow, unless it stays 0. */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('admin_passkeys_credential').on(t.credentialId),
    index('admin_passkeys_admin').on(t.adminId),
  ],
);

/**
 * The one outstanding WebAuthn challenge per member and purpose ('register' or 'sign_in'): a new
 * request replaces it, and verifying deletes it in the statement that checks it, so it works once.
 */
export const adminPasskeyChallenges = pgTable(
  'admin_passkey_challenges',
  {
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('admin_passkey_challenges_purpose').on(t.adminId, t.purpose)],
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

/**
 * Column types and column sets that several modules' tables share (each module declares its
 * tables in its own schema.ts). Money is integer paise; times are timestamptz.
 */
import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A bytea column read as a Buffer from either driver: node-postgres gives a Buffer, PGlite a
 * Uint8Array (custom types: https://orm.drizzle.team/docs/custom-types).
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Read as its text form; only search queries look inside it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** The columns shoppers' (users) and administrators' (admins) accounts have in common. */
export function accountColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: tstz('last_login_at'),
    createdAt: createdAt(),
  };
}

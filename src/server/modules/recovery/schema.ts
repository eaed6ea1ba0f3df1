/**
 * Cart recovery (BUSINESS.md section 13, DESIGN.md section 15): one sequence of reminders per cart
 * left, the reminders queued for it, and the restore links' hashed tokens. Only this module's code
 * queries them (docs/architecture.md section 3); src/server/db/schema.ts lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';

/** A cart line as it was when the cart was left: restored at today's price and stock. */
export interface LeftLine {
  itemId: string;
  name: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
}

export const RECOVERY_END_REASONS = ['order', 'emptied', 'opt_out', 'completed', 'unreachable'] as const;

/**
 * A cart left by a shopper and the reminders about it. At most one per shopper in 7 days; it
 * ends at an order, an emptied cart, an opt-out, or after its last reminder's link expires.
 */
export const recoverySequences = pgTable(
  'recovery_sequences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** users.id of the shopper whose cart it is. */
    accountId: integer('account_id').notNull(),
    /** The cart's last change when it was found left: reminder delays count from it. */
    leftAt: tstz('left_at').notNull(),
    lines: jsonb('lines').$type<LeftLine[]>().notNull(),
    remindersQueued: integer('reminders_queued').notNull().default(0),
    /** When the next reminder is due; null once none is left. */
    nextDueAt: tstz('next_due_at'),
    /** The restore links work until then. */
    expiresAt: tstz('expires_at').notNull(),
    endedAt: tstz('ended_at'),
    endReason: text('end_reason', { enum: RECOVERY_END_REASONS }),
    firstClickAt: tstz('first_click_at'),
    /** The order placed within 7 days of a click (orders.id) and its amount. */
    recoveredOrderId: integer('recovered_order_id'),
    recoveredPaise: integer('recovered_paise'),
    recoveredAt: tstz('recovered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('recovery_sequences_account').on(t.accountId, t.createdAt.desc()),
    index('recovery_sequences_due').on(t.nextDueAt).where(sql`${t.endedAt} is null`),
    // One live sequence per shopper, whatever two job runs do at once.
    uniqueIndex('recovery_sequences_live').on(t.accountId).where(sql`${t.endedAt} is null`),
  ],
);

/** Each reminder queued in the outbox: the dashboard counts them per channel and day. */
export const recoveryReminders = pgTable(
  'recovery_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sequenceId: integer('sequence_id')
      .notNull()
      .references(() => recoverySequences.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    channel: text('channel').notNull(),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_reminders_step').on(t.sequenceId, t.step)],
);

/** A restore link: the SHA-256 of its random token, for one sequence (one cart) alone. */
export const recoveryLinks = pgTable('recovery_links', {
  tokenHash: text('token_hash').primaryKey(),
  sequenceId: integer('sequence_id')
    .notNull()
    .references(() => recoverySequences.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Each click on a restore link that found its cart: the dashboard counts them per day. */
export const recoveryClicks = pgTable(
  'recovery_clicks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sequenceId: integer('sequence_id')
      .notNull()
      .references(() => recoverySequences.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_clicks_sequence').on(t.sequenceId)],
);

/**
 * The consent ledger (BUSINESS.md section 14): append-only rows of who gave or withdrew which
 * purpose, under which notice version, when and through which channel. The latest row for an
 * account (or, for a guest, a contact) and purpose is the standing choice; no row means no
 * consent, so every purpose starts off. Reminders and offers also need the account holder to
 * have confirmed being 18 or older (section 9 of the Act).
 */
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { ageConfirmations, consentLedger } from '#server/db/schema';
import {
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentState,
  MARKETING_PURPOSES,
  PURPOSE_LABELS,
} from '#shared/privacy';

export interface ConsentEntry {
  accountId?: number | null;
  contact?: string | null;
  purpose: ConsentPurpose;
  granted: boolean;
  noticeVersion: string;
  channel: ConsentChannel;
  at: Date;
}

/** Appends one choice to the ledger; rows are never changed. */
export async function recordConsent(db: DbOrTx, entry: ConsentEntry): Promise<void> {
  await db.insert(consentLedger).values({
    accountId: entry.accountId ?? null,
    contact: entry.contact ?? null,
    purpose: entry.purpose,
    action: entry.granted ? 'granted' : 'withdrawn',
    noticeVersion: entry.noticeVersion,
    channel: entry.channel,
    createdAt: entry.at,
  });
}

/** Withdraws a purpose; the same call serves the profile, STOP and the mail link. */
export function withdrawConsent(
  db: DbOrTx,
  who: { accountId?: number | null; contact?: string | null },
  purpose: ConsentPurpose,
  channel: ConsentChannel,
  at: Date,
  noticeVersion = 'withdrawal',
): Promise<void> {
  return recordConsent(db, { ...who, purpose, granted: false, channel, noticeVersion, at });
}

async function latest(db: DbOrTx, where: ReturnType<typeof and>) {
  const [row] = await db.select().from(consentLedger).where(where).orderBy(desc(consentLedger.id)).limit(1);
  return row;
}

export async function hasConfirmedAge(db: DbOrTx, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ id: ageConfirmations.accountId })
    .from(ageConfirmations)
    .where(eq(ageConfirmations.accountId, accountId));
  return rows.length > 0;
}

export async function confirmAge(db: DbOrTx, accountId: number, noticeVersion: string, at: Date) {
  await db
    .insert(ageConfirmations)
    .values({ accountId, noticeVersion, confirmedAt: at })
    .onConflictDoNothing();
}

/**
 * Whether the account may get messages for this purpose now: its latest choice is a grant, and
 * for reminders and offers its holder has confirmed being 18 or older.
 */
export async function hasConsent(db: DbOrTx, accountId: number, purpose: ConsentPurpose): Promise<boolean> {
  const row = await latest(
    db,
    and(eq(consentLedger.accountId, accountId), eq(consentLedger.purpose, purpose)),
  );
  if (row?.action !== 'granted') return false;
  return MARKETING_PURPOSES.includes(purpose) ? hasConfirmedAge(db, accountId) : true;
}

/** The latest choice made for a number or address (a guest's consent, a STOP), if any. */
export async function latestContactAction(
  db: DbOrTx,
  contact: string,
  purpose: ConsentPurpose,
): Promise<'granted' | 'withdrawn' | undefined> {
  const row = await latest(db, and(eq(consentLedger.contact, contact), eq(consentLedger.purpose, purpose)));
  return row?.action;
}

/** The profile's switches: every purpose, off unless the latest choice was a grant. */
export async function consentsOf(db: DbOrTx, accountId: number): Promise<ConsentState[]> {
  const states: ConsentState[] = [];
  for (const purpose of CONSENT_PURPOSES) {
    const row = await latest(
      db,
      and(eq(consentLedger.accountId, accountId), eq(consentLedger.purpose, purpose)),
    );
    states.push({
      purpose,
      label: PURPOSE_LABELS[purpose],
      granted: row?.action === 'granted',
      at: row ? row.createdAt.toISOString() : null,
    });
  }
  return states;
}

/** Every ledger row of an account and its contacts, oldest first (the data export). */
export async function ledgerRowsOf(db: DbOrTx, accountId: number, contacts: string[]) {
  const rows = await db
    .select()
    .from(consentLedger)
    .where(
      or(
        eq(consentLedger.accountId, accountId),
        contacts.length > 0
          ? and(isNotNull(consentLedger.contact), inArray(consentLedger.contact, contacts))
          : undefined,
      ),
    )
    .orderBy(consentLedger.id);
  return rows.map((row) => ({
    purpose: row.purpose,
    action: row.action,
    noticeVersion: row.noticeVersion,
    channel: row.channel,
    at: row.createdAt.toISOString(),
  }));
}

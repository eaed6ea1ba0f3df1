/**
 * What every module that holds a shopper's personal data provides (DPDP Act sections 11 and 12;
 * docs/decisions/038-personal-data.md): its part of the shopper's data export and its part of the
 * erasure. The privacy module calls them in a fixed order (modules/privacy/owners.ts), erasure
 * inside one transaction; tests/architecture/personal-data.test.ts fails for a table with a
 * personal column that no owner lists. Defined here, like Job in job.ts, so modules need not
 * import the privacy module to provide it.
 */
import type { DbOrTx } from './db/client';

/** Whose data: the account and the contacts it holds now. */
export interface DataSubject {
  accountId: number;
  email: string | null;
  mobile: string | null;
}

export interface PersonalDataOwner {
  /** The module, as in src/server/modules/<name> (or plugins). */
  module: string;
  /** The SQL names of the tables whose personal columns this owner exports and erases. */
  tables: readonly string[];
  /** A JSON-ready part of the export, named by the owner. */
  exportPersonalData(db: DbOrTx, subject: DataSubject): Promise<Record<string, unknown>>;
  /**
   * Removes or anonymises the subject's data, keeping what the law requires (tax invoices, credit
   * notes and the orders behind them). Runs inside the erasure's transaction.
   */
  erasePersonalData(tx: DbOrTx, subject: DataSubject, now: Date): Promise<void>;
  /**
   * For owners of what the GST law keeps: erases it once its retention period has passed (the
   * privacy module's retention job, docs/decisions/038-personal-data.md).
   */
  eraseAfterRetention?(tx: DbOrTx, accountId: number): Promise<void>;
}

/**
 * Every table with a personal column (a name, contact, address, network address, free text a
 * shopper wrote, or the account it belongs to) is exported and erased by some module
 * (src/server/modules/privacy/owners.ts; docs/decisions/038-personal-data.md), or listed below
 * with why it holds no shopper's personal data. A new table with such a column fails here until
 * its module covers it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_OWNERS } from '#server/modules/privacy/owners';

const root = path.resolve(import.meta.dirname, '../..');

/** Column names that hold personal data, or tie a row to a person. */
const PERSONAL_COLUMN =
  /^(first_name|last_name|user_name|name|full_name|email|phone|mobile|address|delivery_address|pincode|ip|request_ip|to_address|contact|buyer|body|note|message|user_id|account_id)$|_(email|mobile|phone|ip|address|pincode)$/;

/** Tables whose matching columns are not a shopper's personal data, each with why. */
const NOT_A_SHOPPERS: Record<string, string> = {
  products: "name is a product's name",
  order_items: "name is the product's name as ordered",
  admins: "staff accounts, not shoppers'; the back office's staff management keeps them",
  admin_events: "the staff's audit trail: who in the back office did what",
  admin_passkeys: "staff's passkeys, named by the member for themselves",
  product_models: "the shop's models who wear the sizes, by agreement, not shoppers",
  styles: "name is a style's name",
  offers: "name is an offer's name",
  collections: "name is a collection's name",
  analytics_events: "name is the event's name; visitors are salted hashes (decisions/035)",
};

interface Table {
  sqlName: string;
  file: string;
  columns: string[];
}

function schemaFiles(): string[] {
  const modules = path.join(root, 'src/server/modules');
  const files = readdirSync(modules)
    .map((name) => path.join(modules, name, 'schema.ts'))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
  return [...files, path.join(root, 'src/server/plugins/schema.ts')];
}

/** Tables and their SQL column names, read from each pgTable declaration's text. */
function readTables(): Table[] {
  const tables: Table[] = [];
  for (const file of schemaFiles()) {
    const text = readFileSync(file, 'utf8');
    const starts = [...text.matchAll(/export const \w+ = pgTable\(\s*'(\w+)'/g)];
    starts.forEach((match, i) => {
      const body = text.slice(match.index, starts[i + 1]?.index ?? text.length);
      const columns = [...body.matchAll(/\b\w+\(\s*'(\w+)'/g)]
        .map((m) => m[1]!)
        .filter((c) => c !== match[1]);
      // Shoppers' and staff's shared columns (db/columns.ts accountColumns).
      if (body.includes('...accountColumns()')) columns.push('first_name', 'last_name', 'user_name', 'email');
      tables.push({ sqlName: match[1]!, file: path.relative(root, file), columns });
    });
  }
  return tables;
}

describe('personal data', () => {
  const tables = readTables();
  const covered = new Set(PERSONAL_DATA_OWNERS.flatMap((owner) => owner.tables));

  it('finds the tables it checks', () => {
    expect(tables.map((t) => t.sqlName)).toEqual(
      expect.arrayContaining(['users', 'orders', 'outbox', 'reviews']),
    );
  });

  it('has every table with a personal column exported and erased by a module', () => {
    const uncovered = tables
      .filter((t) => t.columns.some((c) => PERSONAL_COLUMN.test(c)))
      .filter((t) => !covered.has(t.sqlName) && !NOT_A_SHOPPERS[t.sqlName])
      .map((t) => `${t.sqlName} (${t.file}: ${t.columns.filter((c) => PERSONAL_COLUMN.test(c)).join(', ')})`);
    expect(uncovered, 'add an exportPersonalData/erasePersonalData owner to privacy/owners.ts').toEqual([]);
  });

  it('names only tables that exist, each covered by the module that owns it', () => {
    const owners = new Map(tables.map((t) => [t.sqlName, t.file.split('/').at(-2)]));
    for (const owner of PERSONAL_DATA_OWNERS) {
      for (const table of owner.tables)
        expect(owners.get(table), `${owner.module}: ${table}`).toBe(owner.module);
    }
    for (const table of Object.keys(NOT_A_SHOPPERS)) expect(owners.has(table), table).toBe(true);
  });
});

/** The import rules of docs/architecture.md hold on the whole tree, and the check catches breaches. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema';
import { checkFile, findCycles, readTables, type SourceFile, tableOwnerOf, tableRules } from './boundaries';
import { KNOWN_TABLE_LEAKS } from './known-leaks';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) files.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(name))
      files.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') });
  }
  return files;
}

const tree = ['src', 'tests', 'scripts', 'bench'].flatMap(sourceFiles);
/** Every table declared in the shop's code; the test files' and this check's examples are left out. */
const tables = readTables(
  tree.filter((file) => file.path.startsWith('src/') && !/\.test\.tsx?$/.test(file.path)),
);
const rules = tableRules(tables);
const check = (filePath: string, text: string) => checkFile({ path: filePath, text }, rules);

describe('the tree', () => {
  const problems = tree.flatMap((file) => checkFile(file, rules));
  /** 'file: table' for a table use outside its owner, else undefined. */
  const leakKey = (problem: string) => {
    const match = /^(\S+): module '\w+' uses table '(\w+)'/.exec(problem);
    return match ? `${match[1]}: ${match[2]}` : undefined;
  };

  it('keeps web and server apart, climbs at most two folders, and keeps each module to its tables', () => {
    expect(problems.filter((problem) => !(leakKey(problem)! in KNOWN_TABLE_LEAKS))).toEqual([]);
  });

  it('still has every table use listed as known (a fixed one leaves the list)', () => {
    const found = new Set(problems.map(leakKey));
    expect(Object.keys(KNOWN_TABLE_LEAKS).filter((key) => !found.has(key))).toEqual([]);
  });

  it('has no import circles among the server files', () => {
    expect(findCycles(tree.filter((file) => file.path.startsWith('src/server/')))).toEqual([]);
  });

  it("gives every table an owner: it is declared in one module's schema.ts, and db/schema.ts lists it", () => {
    // Declared anywhere else (db/schema.ts included), a table has no owner.
    expect(tables.filter((table) => !table.owner).map((table) => `${table.path}: ${table.name}`)).toEqual([]);
    // What Drizzle reads is exactly what the schema files declare, each table once.
    const listed = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name, table]) => `${name}: ${getTableName(table as PgTable)}`);
    const declared = tables.map((table) => `${table.name}: ${table.sqlName}`);
    expect(declared.sort()).toEqual(listed.sort());
    expect(new Set(declared).size).toBe(declared.length);
  });
});

describe('the check', () => {
  it('refuses the web importing the server, by alias or relative path, and the reverse', () => {
    expect(check('src/web/features/cart/CartPage.tsx', "import { x } from '#server/errors';")).toHaveLength(
      1,
    );
    expect(check('src/web/lib/api.ts', "import { x } from '../../server/errors';")).toHaveLength(1);
    expect(check('src/server/app.ts', "import type { X } from '#web/router';")).toHaveLength(1);
    expect(check('src/server/plugins/web.ts', "export { y } from '../../web/lib/api';")).toHaveLength(1);
    expect(check('src/shared/cart.ts', "import { y } from '../server/errors';")).toHaveLength(1);
    expect(check('src/web/lib/api.ts', "import { y } from '#shared/cart';")).toEqual([]);
  });

  it('refuses an import that climbs more than two folders', () => {
    const [problem] = check('src/server/modules/cart/routes.ts', "import { a } from '../../../shared/cart';");
    expect(problem).toMatch(/climbs 3 folders/);
    expect(check('src/server/modules/cart/routes.ts', "import { a } from '../../errors';")).toEqual([]);
  });

  it("refuses a module naming another module's table, imported or in SQL text", () => {
    const named = check(
      'src/server/modules/admin/archive-product.ts',
      "import { cartItems } from '#server/db/schema';\nawait tx.delete(cartItems);",
    );
    expect(named).toEqual([expect.stringMatching(/module 'admin' uses table 'cartItems' of module 'cart'/)]);
    const viaNamespace = check(
      'src/server/modules/payments/x.ts',
      "import * as schema from '../../db/schema';\ndb.select().from(schema.orders);",
    );
    expect(viaNamespace).toEqual([expect.stringMatching(/table 'orders' of module 'orders'/)]);
    const inSql = check(
      'src/server/modules/cart/x.ts',
      'await db.execute(sql`delete from order_items where 1`);',
    );
    expect(inSql).toEqual([expect.stringMatching(/table 'orderItems'/)]);
    expect(check('src/server/modules/cart/x.ts', "import { cartItems } from '#server/db/schema';")).toEqual(
      [],
    );
    const fromTheOwnersSchema = check(
      'src/server/modules/admin/archive-product.ts',
      "import { cartItems } from '#server/modules/cart/schema';\nawait tx.delete(cartItems);",
    );
    expect(fromTheOwnersSchema).toEqual([expect.stringMatching(/module 'admin' uses table 'cartItems'/)]);
    // A foreign key declares a constraint; it queries nothing.
    expect(
      check(
        'src/server/modules/cart/schema.ts',
        "import { users } from '#server/modules/accounts/schema';\nconst userId = integer('user_id').references(() => users.id);",
      ),
    ).toEqual([]);
    // Tests set up their data directly; the rule is for the modules' own code.
    expect(
      check('src/server/modules/cart/cart.test.ts', "import { orders } from '#server/db/schema';"),
    ).toEqual([]);
  });

  it("takes a table's owner from the folder of the schema.ts that declares it", () => {
    const declared = readTables([
      {
        path: 'src/server/modules/cart/schema.ts',
        text: "export const cartItems = pgTable(\n  'cart_items',\n  {});",
      },
      { path: 'src/server/plugins/schema.ts', text: "export const sessions = pgTable('sessions', {});" },
      { path: 'src/server/db/schema.ts', text: "export const stray = pgTable('stray', {});" },
      { path: 'src/server/modules/cart/lines.ts', text: "export const lines = pgTable('lines', {});" },
    ]);
    expect(declared.map(({ name, sqlName, owner }) => [name, sqlName, owner])).toEqual([
      ['cartItems', 'cart_items', 'cart'],
      ['sessions', 'sessions', 'plugins'],
      ['stray', 'stray', null],
      ['lines', 'lines', null],
    ]);
    expect(tableRules(declared)).toEqual({
      tableOwners: { cartItems: 'cart', sessions: 'plugins' },
      sqlNames: { cartItems: 'cart_items', sessions: 'sessions' },
    });
    expect(tableOwnerOf('src/server/modules/cart/schema/index.ts')).toBeNull();
  });

  it('finds an import circle, type imports included', () => {
    const files: SourceFile[] = [
      { path: 'src/server/app.ts', text: "import { cartRoutes } from './modules/cart/routes';" },
      { path: 'src/server/modules/cart/routes.ts', text: "import type { AppDeps } from '#server/app';" },
      { path: 'src/server/deps.ts', text: "import type { Db } from './db/client';" },
    ];
    expect(findCycles(files)).toEqual([['src/server/app.ts', 'src/server/modules/cart/routes.ts']]);
  });
});

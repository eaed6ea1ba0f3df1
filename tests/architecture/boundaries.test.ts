/** The import rules of docs/architecture.md hold on the whole tree, and the check catches breaches. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '#server/db/table-owners';
import { checkFile, findCycles, type Rules, readSqlNames, type SourceFile } from './boundaries';
import { KNOWN_TABLE_LEAKS } from './known-leaks';

const root = path.resolve(import.meta.dirname, '../..');
const schemaText = readFileSync(path.join(root, 'src/server/db/schema.ts'), 'utf8');
const rules: Rules = { tableOwners: TABLE_OWNERS, sqlNames: readSqlNames(schemaText) };

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

  it('gives every table in schema.ts an owner', () => {
    expect(Object.keys(rules.sqlNames).sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
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
    // Tests set up their data directly; the rule is for the modules' own code.
    expect(
      check('src/server/modules/cart/cart.test.ts', "import { orders } from '#server/db/schema';"),
    ).toEqual([]);
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

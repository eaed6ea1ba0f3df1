/** Measures how long a test file waits for its fresh database: copying the template vs. migrating anew. */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite, fromPglite } from '#server/db/client';
import { migrate } from '#server/db/migrate';

const templatePath = path.join(os.tmpdir(), `shop-bench-template-${process.pid}.tar`);
let start = performance.now();
const template = await createPglite();
await migrate(fromPglite(template));
writeFileSync(templatePath, Buffer.from(await (await template.dumpDataDir('none')).arrayBuffer()));
await template.close();
const migrateMs = performance.now() - start;

const runs = 5;
start = performance.now();
for (let i = 0; i < runs; i++) {
  const copy = await createPglite({ loadDataDir: new Blob([readFileSync(templatePath)]) });
  await copy.query('select 1');
  await copy.close();
}
const copyMs = (performance.now() - start) / runs;
console.table({
  'initdb + migrate (ms)': Math.round(migrateMs),
  'copy of template (ms)': Math.round(copyMs),
  'copy / migrate': Number((copyMs / migrateMs).toFixed(2)),
});

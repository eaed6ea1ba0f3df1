/**
 * npm run demo-photos: writes the demo catalogue's photos into src/server/db/seed/demo-photos/
 * (one WebP per drawing, named by its hash) and removes those no drawing uses any more, so a
 * fresh shop seeds without encoding (docs/decisions/029-start-up.md). Run it after changing a
 * demo product or a drawing; seed-demo.test.ts says when it is due.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { committedPhotos, demoDrawings, demoPhotoName, encodeDemoPhoto } from '#server/db/seed/demo-images';
import { DEMO_PRODUCTS } from '#server/db/seed/demo-products';

mkdirSync(committedPhotos, { recursive: true });
const drawings = new Map(DEMO_PRODUCTS.flatMap(demoDrawings).map((svg) => [demoPhotoName(svg), svg]));
for (const [name, svg] of drawings)
  writeFileSync(path.join(committedPhotos, name), await encodeDemoPhoto(svg));
for (const name of readdirSync(committedPhotos))
  if (!drawings.has(name)) rmSync(path.join(committedPhotos, name));
console.log(`${drawings.size} demo photos in ${path.relative(process.cwd(), committedPhotos)}`);

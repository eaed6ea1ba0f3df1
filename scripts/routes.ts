/** npm run routes: regenerates docs/routes.md, the URL map, from the app's route table. */
import { writeFileSync } from 'node:fs';
import { ROUTES_DOC, renderRoutesDoc } from './route-doc';

writeFileSync(ROUTES_DOC, await renderRoutesDoc());
console.log(`Wrote ${ROUTES_DOC}.`);

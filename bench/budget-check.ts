/** The bundle budget `npm test` enforces: storefront pages within budget and free of admin code. */
import path from 'node:path';
import { budgetProblems, INITIAL_JS_BUDGET_BYTES, kb, measureStorefront } from './bundle';

const webDir = path.resolve(process.env.E2E_WEB_DIR ?? 'dist/web');
const weights = measureStorefront(webDir);
console.table(
  weights.map((w) => ({
    page: w.page,
    'initial JS (KB gzip)': kb(w.jsGzip),
    'React runtime': kb(w.reactGzip),
    'shop part': kb(w.shopGzip),
    'CSS (KB gzip)': kb(w.cssGzip),
    'JS / budget': (w.jsGzip / INITIAL_JS_BUDGET_BYTES).toFixed(2),
    chunks: w.sources.length,
  })),
);
const problems = budgetProblems(weights);
if (problems.length > 0) {
  for (const problem of problems) console.error(`Bundle budget: ${problem}`);
  process.exit(1);
}
console.log('Bundle budget met: no admin code in the storefront.');

/**
 * Reads the web build's manifest and measures what each storefront page downloads before it can
 * render: the entry chunk, the page's lazy chunk, their static imports and CSS (gzip).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each storefront page and the module the router loads for it (src/web/router.tsx). Search
 * results are the catalogue page with `q` (docs/decisions/009), so they share its module. */
export const STOREFRONT_PAGES = {
  '/': 'features/catalog/HomePage.tsx',
  '/products': 'features/catalog/CatalogPage.tsx',
  '/products/:id': 'features/catalog/ProductPage.tsx',
  '/products?q=': 'features/catalog/CatalogPage.tsx',
} as const;

/**
 * Initial JavaScript per storefront page (gzip; docs/decisions/020): React's runtime (React DOM,
 * React and the scheduler, the build's `react` chunk) within its own cap, and the shop's part
 * (React Router, TanStack Query, icons and the shop's code) within a cap of its own; the total
 * is their sum.
 */
export const REACT_RUNTIME_BUDGET_BYTES = 67 * 1024;
/**
 * 52 KB since the product page gained reviews, measurements, notify me and the wishlist (decision
 * 020); 53 KB since every card and filter carries colours and collections (BUSINESS.md section 11),
 * the kilobyte taken from React's cap, which its runtime (66.0 KB) never used: the total stays 120.
 */
export const SHOP_JS_BUDGET_BYTES = 53 * 1024;
export const INITIAL_JS_BUDGET_BYTES = REACT_RUNTIME_BUDGET_BYTES + SHOP_JS_BUDGET_BYTES;

/** The build's chunk of React's runtime (vite.config.ts, REACT_RUNTIME). */
const isReactRuntime = (file: string) => /(^|\/)react-[\w-]+\.js$/.test(file);

export interface PageWeight {
  page: string;
  jsGzip: number;
  /** Of jsGzip: React's runtime, and the rest (the shop's part). */
  reactGzip: number;
  shopGzip: number;
  cssGzip: number;
  sources: string[];
}

export function readManifest(webDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'));
}

function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(manifest, imported, seen);
}

export function measurePage(webDir: string, manifest: Manifest, page: string, pageChunk: string): PageWeight {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[pageChunk]) throw new Error(`manifest lacks the entry or ${pageChunk}`);
  const keys = new Set<string>();
  collect(manifest, entry, keys);
  collect(manifest, pageChunk, keys);
  const gzip = (file: string) => gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
  let jsGzip = 0;
  let reactGzip = 0;
  let cssGzip = 0;
  const css = new Set<string>();
  for (const key of keys) {
    const bytes = gzip(manifest[key]!.file);
    jsGzip += bytes;
    if (isReactRuntime(manifest[key]!.file)) reactGzip += bytes;
    for (const file of manifest[key]!.css ?? []) css.add(file);
  }
  // With CSS in one file (vite.config.ts, cssCodeSplit: false) the manifest names it apart from
  // any chunk, and index.html links it for every page.
  const sheet = manifest['style.css']?.file;
  if (sheet) css.add(sheet);
  for (const file of css) cssGzip += gzip(file);
  return {
    page,
    jsGzip,
    reactGzip,
    shopGzip: jsGzip - reactGzip,
    cssGzip,
    sources: [...keys].map((key) => manifest[key]!.src ?? key),
  };
}

export function measureStorefront(webDir: string): PageWeight[] {
  const manifest = readManifest(webDir);
  return Object.entries(STOREFRONT_PAGES).map(([page, chunk]) => measurePage(webDir, manifest, page, chunk));
}

/** Problems with the storefront bundle: over budget, or admin code in a shopper's initial download. */
export function budgetProblems(weights: PageWeight[]): string[] {
  const problems: string[] = [];
  for (const weight of weights) {
    if (weight.reactGzip === 0) problems.push(`${weight.page}: no React runtime chunk in its initial JS`);
    if (weight.reactGzip > REACT_RUNTIME_BUDGET_BYTES) {
      problems.push(
        `${weight.page}: React's runtime ${kb(weight.reactGzip)} KB gzip exceeds ${kb(REACT_RUNTIME_BUDGET_BYTES)} KB`,
      );
    }
    if (weight.shopGzip > SHOP_JS_BUDGET_BYTES) {
      problems.push(
        `${weight.page}: the shop's initial JS ${kb(weight.shopGzip)} KB gzip exceeds ${kb(SHOP_JS_BUDGET_BYTES)} KB`,
      );
    }
    const admin = weight.sources.filter((source) => source.includes('features/admin/'));
    if (admin.length > 0)
      problems.push(`${weight.page}: initial JS includes admin code (${admin.join(', ')})`);
  }
  return problems;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseSync } from 'vite';

/** The API process `npm run dev` starts beside Vite. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxied = [
  '/api',
  '/get-items',
  '/images',
  '/sandbox-checkout',
  '/dev',
  '/healthz',
  '/readyz',
  '/sitemap.xml',
  '/robots.txt',
];

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the
 * strongest settings, once. The server sends the copy the browser accepts (@fastify/static's
 * preCompressed), so no request pays for compression (docs/decisions/007-fast-storefront.md).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      const files = walk(outDir).filter(
        (f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.vite${path.sep}`),
      );
      for (const file of files) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The shared modules (src/shared) declare their validation schemas at the top level. The server
 * uses them all; the web app a few, and often only a message or a type from a module. To the
 * bundler a top-level call may have side effects, so every schema in a module, and zod with them,
 * would ship to any page that imports one constant from it. These declarations are pure: each
 * call that initialises a top-level constant is marked so, and an unused one is dropped.
 */
function pureSharedDeclarations(): Plugin {
  return {
    name: 'pure-shared-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/]shared[\\/][^\\/]+\.ts$/.test(id)) return null;
      const { program } = parseSync(id.replace(/\.ts$/, '.js'), code);
      const edits: Array<[number, string]> = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init?.type !== 'CallExpression') continue;
          edits.push([init.start, '/* @__PURE__ */ (() => '], [init.end, ')()']);
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const [at, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}

/** React's runtime: react, react-dom and its scheduler (bench/bundle.ts reads the chunk name). */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Two builds from one config: the browser's (dist/web) and, with `--ssr`, the server's renderer
 * of the same pages (dist/ssr/entry-server.js), which the shop loads at start-up
 * (docs/decisions/022-server-rendering.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  envDir: '../..',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), pureSharedDeclarations(), ...(isSsrBuild ? [] : [precompress()])],
  build: isSsrBuild
    ? {
        outDir: process.env.SSR_OUT_DIR ?? '../../dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { input: 'ssr/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: process.env.WEB_OUT_DIR ?? '../../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        // One stylesheet for every page: a page's own few hundred bytes of CSS (the home ticker's) as
        // a second render-blocking request cost more than they save (docs/decisions/020).
        cssCodeSplit: false,
        // The manifest lets the bundle budget walk each page's initial chunk graph.
        manifest: true,
        rollupOptions: {
          output: {
            // React and React DOM in a chunk of their own: the bundle budget counts them apart from
            // the shop's code (docs/decisions/020), and a release of the shop leaves it cached.
            codeSplitting: { groups: [{ name: 'react', test: REACT_RUNTIME }] },
          },
        },
      },
  define: {
    // The catalogue/admin API key: not a secret, it identifies the web client (DESIGN section 6).
    'import.meta.env.VITE_API_KEY': JSON.stringify(
      process.env.VITE_API_KEY ?? process.env.API_KEY ?? 'dev-api-key',
    ),
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiTarget])),
  },
}));

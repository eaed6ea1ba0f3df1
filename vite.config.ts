import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  root: 'src/web',
  envDir: '../..',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: process.env.WEB_OUT_DIR ?? '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets the bundle budget walk each page's initial chunk graph.
    manifest: true,
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
});

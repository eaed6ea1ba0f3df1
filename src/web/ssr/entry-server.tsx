/**
 * The server's renderer of the storefront, built by Vite into dist/ssr/entry-server.js and loaded
 * by the shop at start-up (src/server/plugins/server-render.ts; docs/decisions/023-server-rendering.md).
 * A page is rendered once all of it is ready (React's onAllReady), so the HTML is complete and
 * can be cached: its code is loaded before rendering, its data comes in `answers`.
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RenderedPage, ServerEntry } from '#shared/server-render';
import { App } from '../App';
import { PublicUrlContext } from '../components/PageHead';
import { answersFrom, InitialDataContext } from '../lib/initial-data';
import { createQueryClient } from '../lib/query-client';
import { preloadPage } from '../router';
import { canonicalPage, loadPageData } from './page-data';

const RENDER_TIMEOUT_MS = 10_000;

async function renderPage(
  url: string,
  answers: Record<string, string>,
  publicUrl: string,
): Promise<RenderedPage> {
  await preloadPage(new URL(url, 'http://shop.invalid').pathname);
  const parsed = Object.fromEntries(Object.entries(answers).map(([key, json]) => [key, JSON.parse(json)]));
  const app = (
    <PublicUrlContext.Provider value={publicUrl}>
      <InitialDataContext.Provider value={answersFrom(parsed)}>
        <App
          client={createQueryClient()}
          router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
        />
      </InitialDataContext.Provider>
    </PublicUrlContext.Provider>
  );
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(app, {
      // Everything in place, never a finished part held back in a hidden <div> for a script to
      // move: the page must read without JavaScript, and show at once with it.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failed) return reject(failed);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(splitHoisted(Buffer.concat(chunks).toString('utf8'))));
        stream.pipe(sink);
      },
      onShellError: reject,
      // An error inside a boundary would leave the browser to render that part: not worth caching.
      onError(error) {
        failed ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

/**
 * Rendering into an element rather than a whole document, React writes the head elements it
 * hoisted (<title>, <meta>, <link>) first, before the app's own markup; they go to <head>.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

function splitHoisted(html: string): RenderedPage {
  let rest = html;
  const head: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join('\n'), body: rest };
}

export const entry: ServerEntry = { canonicalPage, loadPageData, renderPage };
export { canonicalPage, loadPageData, renderPage };

/** The app shell's HTML with a page's own title, head tags and rendered body spliced in. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Read once by the web app (src/web/features/accounts/use-current-user.ts). */
export const SIGNED_OUT_TAG = '<meta name="shopper-session" content="none">';

export interface IndexHtmlExtras {
  title?: string;
  /** Extra tags for <head>; the caller escapes them. */
  head?: string;
  /** The page rendered on the server, for the app's root element. */
  body?: string;
}

const DESCRIPTION_TAG = /<meta name="description"[^>]*>\s*/;

export function renderIndex(html: string, extras: IndexHtmlExtras): string {
  let out = html;
  // Spliced by position, never String.replace with text: a `$'` or `$&` in a product name would
  // be read as a replacement pattern and copy parts of the page into the head.
  // A page's own description (a product's) replaces the shell's generic one.
  if (extras.head && DESCRIPTION_TAG.test(extras.head)) out = splice(out, DESCRIPTION_TAG, '');
  if (extras.title) out = splice(out, /<title>[^<]*<\/title>/, `<title>${escapeHtml(extras.title)}</title>`);
  // A title the page rendered itself (React hoists it into the head) replaces the shell's.
  else if (extras.head?.includes('<title>')) out = splice(out, /\s*<title>[^<]*<\/title>/, '');
  if (extras.head) out = splice(out, /<\/head>/, `${extras.head}\n</head>`);
  if (extras.body) out = splice(out, /<div id="root"><\/div>/, `<div id="root">${extras.body}</div>`);
  return out;
}

/** `text` with the first match of `pattern` swapped for `insert`, taken literally. */
function splice(text: string, pattern: RegExp, insert: string): string {
  const match = pattern.exec(text);
  if (!match) return text;
  return text.slice(0, match.index) + insert + text.slice(match.index + match[0].length);
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A plain-text mail's HTML part: the same words, escaped, with its line breaks kept. */
export function textAsHtml(text: string): string {
  return `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The shell with its stylesheets' text in <style> elements instead of links, for pages rendered
 * on the server: the build writes one small sheet (about 10 KB compressed; vite.config.ts,
 * cssCodeSplit false), and a link to it would hold the first paint back by one more round trip
 * (docs/decisions/023-server-rendering.md). The CSP allows inline styles.
 */
export function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const sheet = path.join(webDir, file);
    if (!existsSync(sheet)) return link;
    return `<style>${readFileSync(sheet, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

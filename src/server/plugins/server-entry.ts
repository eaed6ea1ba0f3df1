/**
 * Loads the web app's server renderer: a module Vite builds beside the browser's files
 * (`vite build --ssr`, dist/ssr/entry-server.js). It is found by path, as dist/web is read, so
 * the server never imports the web app's source (docs/decisions/023-server-rendering.md), and
 * imported once the shop listens (plugins/web.ts, docs/decisions/029-start-up.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '#shared/server-render';

/** Where the server build lives for a browser build in `webDir`: its sibling `ssr`. */
export function serverEntryPath(webDir: string): string {
  return path.join(webDir, '..', 'ssr', 'entry-server.js');
}

export async function loadServerEntry(webDir: string): Promise<ServerEntry | undefined> {
  const file = serverEntryPath(webDir);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { entry?: ServerEntry };
  return module.entry;
}

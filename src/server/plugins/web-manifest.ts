/**
 * The build's manifest, read once: which files a lazily loaded page needs beyond what the app
 * shell already loads. Named in the page's HTML, they download beside the main script instead
 * of after it has run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export type PageAssetTags = (sourceKey: string) => string;

export function readPageAssets(webDir: string): PageAssetTags {
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const inShell = entry ? closure(entry) : new Set<string>();
  const shellCss = new Set([...inShell].flatMap((key) => manifest[key]!.css ?? []));
  const memo = new Map<string, string>();
  return (sourceKey) => {
    let tags = memo.get(sourceKey);
    if (tags === undefined) {
      const chunks = [...closure(sourceKey)].filter((key) => !inShell.has(key));
      const css = new Set(chunks.flatMap((key) => manifest[key]!.css ?? []).filter((f) => !shellCss.has(f)));
      tags = [
        ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
      ].join('\n');
      memo.set(sourceKey, tags);
    }
    return tags;
  };
}

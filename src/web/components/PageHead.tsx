/**
 * A page's title, description, link-preview tags, canonical address and JSON-LD, rendered where
 * the page is: React 19 hoists <title>, <meta> and <link> into <head>, in the browser and in the
 * server's render alike, so the head of a server-rendered page comes from the same render as its
 * body (docs/decisions/023-server-rendering.md). JSON-LD stays in the body, where search engines
 * read it too.
 */
import { createContext, useContext } from 'react';
import { jsonForScript, type PageHeadTags, pageTitle } from '#shared/page-head';
import { INITIAL_DATA_ELEMENT_ID } from '#web/lib/initial-data';

export function PageHead({ head }: { head: PageHeadTags }) {
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map(({ attribute, key, content }) => (
        <meta key={key} {...{ [attribute]: key }} content={content} />
      ))}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.jsonLd && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
          dangerouslySetInnerHTML={{ __html: jsonForScript(head.jsonLd) }}
        />
      )}
    </>
  );
}

/** "<title> | Oversized" in the tab, or the shop's own title. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{pageTitle(title)}</title>;
}

/** The shop's public address, for absolute links in the head; the server's render provides it. */
export const PublicUrlContext = createContext<string | undefined>(undefined);

/**
 * The same address the server rendered the page with (it names it on the page's data block), so
 * hydration meets the same tags; the browser's own origin on a page the server did not render.
 */
export function usePublicUrl(): string {
  const fromServer = useContext(PublicUrlContext);
  if (fromServer !== undefined) return fromServer;
  const block = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  return block?.dataset.publicUrl ?? window.location.origin;
}

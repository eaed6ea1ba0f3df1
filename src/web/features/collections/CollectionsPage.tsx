/** /collections: every collection as a tile (BUSINESS.md section 11), the header's "Collections". */
import { paths } from '#shared/paths';
import { PageTitle, usePublicUrl } from '#web/components/PageHead';
import { CollectionTiles } from './CollectionTiles';
import { useCollections } from './collections-api';

export function Component() {
  const { data } = useCollections();
  const publicUrl = usePublicUrl();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="Collections" />
      <meta name="description" content="Every collection of oversized tees, hoodies and sweatshirts." />
      <link rel="canonical" href={publicUrl + paths.collections} />
      <h1 className="mb-6 text-3xl font-black tracking-tight">Collections</h1>
      {data === undefined ? (
        <p role="status" className="py-16 text-center text-neutral-600">
          Loading collections...
        </p>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-neutral-100 px-6 py-20 text-center text-neutral-600">
          New collections are on their way.
        </p>
      ) : (
        <CollectionTiles tiles={data} />
      )}
    </div>
  );
}

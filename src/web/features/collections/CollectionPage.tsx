/**
 * /collections/{slug}: a collection's products with the catalogue's filters and sort (BUSINESS.md
 * section 11), in the catalogue's own frame, list and Load More. An unknown slug shows the 404
 * screen (the server answers 404 first).
 */
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { hasFilters } from '#shared/catalog-filters';
import { type CatalogList, listPageUrl } from '#shared/catalog-list';
import { collectionListOf } from '#shared/collections/collection-list';
import type { CollectionJson } from '#shared/collections/public';
import { paths } from '#shared/paths';
import { PageTitle, usePublicUrl } from '#web/components/PageHead';
import { PageSpinner } from '#web/components/ui/Spinner';
import { CatalogLayout, EmptyCatalog } from '../catalog/CatalogLayout';
import { ClearFilters } from '../catalog/filters/ClearFilters';
import { ProductResults } from '../catalog/ProductResults';
import { useListPages } from '../catalog/use-list-pages';
import { useCollection } from './collections-api';

export function Component() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: collection, error } = useCollection(slug);
  useEffect(() => {
    if (error) navigate(paths.notFound, { replace: true });
  }, [error, navigate]);
  if (!collection)
    return (
      <>
        <PageTitle />
        <PageSpinner />
      </>
    );
  const list = collectionListOf(slug, params);
  return (
    <CatalogLayout list={list} title={collection.name}>
      <CollectionHead collection={collection} />
      {collection.description && (
        <p className="-mt-2 mb-6 max-w-2xl text-neutral-700">{collection.description}</p>
      )}
      {/* A new key per list: it starts again from page 1. */}
      <CollectionProducts key={listPageUrl(list, 1)} list={list} name={collection.name} />
    </CatalogLayout>
  );
}

/** The description and canonical address (the title is the layout's). */
function CollectionHead({ collection }: { collection: CollectionJson }) {
  const publicUrl = usePublicUrl();
  const description =
    collection.description || `${collection.name}: oversized tees, hoodies and sweatshirts.`;
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:title" content={collection.name} />
      <meta property="og:description" content={description} />
      {collection.coverImage && <meta property="og:image" content={publicUrl + collection.coverImage} />}
      <link rel="canonical" href={publicUrl + paths.collection(collection.slug)} />
    </>
  );
}

function CollectionProducts({ list, name }: { list: CatalogList; name: string }) {
  const { query, loadMore } = useListPages(list);
  return (
    <ProductResults
      query={query}
      loadMore={loadMore}
      label={`${name} products`}
      empty={
        hasFilters(list.filters) || list.category ? (
          <EmptyCatalog
            heading="Nothing matches these filters"
            hint="Try another size, price or category."
            action={<ClearFilters list={list} />}
          />
        ) : (
          <EmptyCatalog heading="Coming Soon" hint="This collection is being filled. Check back shortly." />
        )
      }
    />
  );
}

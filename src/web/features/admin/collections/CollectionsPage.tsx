/**
 * /admin/collections (BUSINESS.md section 11): each collection with its address, how its products
 * are chosen and how many it shows; New collection and Edit open the editor with its live
 * preview; Delete asks first, and a collection an offer still uses is refused in words.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCollectionJson } from '#shared/collections';
import { paths } from '#shared/paths';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { reasonOf } from '../admin-api';
import { CollectionFormCard } from './CollectionFormCard';
import { collectionsKey, deleteCollection, useAdminCollections } from './collections-api';

export function CollectionsPage() {
  usePageTitle('Collections');
  const queryClient = useQueryClient();
  const { data, error } = useAdminCollections();
  const [editing, setEditing] = useState<'new' | AdminCollectionJson | null>(null);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState('');

  async function remove(collection: AdminCollectionJson) {
    setNotice('');
    setRefusal('');
    if (!window.confirm(`Delete the collection ${collection.name}? Its page will be gone.`)) return;
    try {
      await deleteCollection(collection.id);
      await queryClient.invalidateQueries({ queryKey: collectionsKey });
      setNotice(`Collection ${collection.name} deleted.`);
    } catch (err) {
      setRefusal(reasonOf(err));
    }
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="Collections">
        {editing === null && <Button onClick={() => setEditing('new')}>New collection</Button>}
      </PageHeading>
      <SuccessNotice>{notice}</SuccessNotice>
      <ErrorNotice>{refusal}</ErrorNotice>
      {editing !== null && (
        <CollectionFormCard
          key={editing === 'new' ? 'new' : editing.id}
          collection={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            setNotice(`Collection ${saved.name} saved.`);
          }}
        />
      )}
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !data ? (
        <Spinner label="Loading the collections" />
      ) : data.length === 0 ? (
        <p className="text-neutral-700">No collections yet. New collection makes the first one.</p>
      ) : (
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200" aria-label="Collections">
          {data.map((collection) => (
            <li key={collection.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {collection.name}
                  {collection.featured && (
                    <span className="ml-2 text-xs font-normal text-neutral-600">featured</span>
                  )}
                </p>
                <p className="text-sm text-neutral-700">
                  <a
                    href={paths.collection(collection.slug)}
                    className="break-all underline"
                    target="_blank"
                    rel="noopener"
                  >
                    /collections/{collection.slug}
                  </a>{' '}
                  · {collection.kind === 'rule' ? 'by a rule' : 'by hand'} · {collection.memberCount}{' '}
                  {collection.memberCount === 1 ? 'product' : 'products'}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setEditing(collection)}>
                  Edit<span className="sr-only"> {collection.name}</span>
                </Button>
                <Button variant="secondary" onClick={() => remove(collection)}>
                  Delete<span className="sr-only"> {collection.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Create or edit a collection (BUSINESS.md section 11) with a live preview of its members: the
 * products the storefront would show, asked of the server as the choice changes. The server
 * checks the collection and answers any refusal in words.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCollectionJson } from '#shared/collections';
import { COLOUR_FAMILIES } from '#shared/colours';
import { CATEGORIES, CATEGORY_LABELS } from '#shared/constants';
import { Button } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { Select, TextArea, TextField } from '#web/components/ui/Field';
import { ErrorNotice } from '#web/components/ui/Notice';
import { reasonOf } from '../admin-api';
import { CollectionPreviewPanel } from './CollectionPreviewPanel';
import {
  type CollectionForm,
  collectionToForm,
  emptyCollectionForm,
  formToBody,
  membersOf,
  slugFrom,
} from './collection-form';
import { collectionsKey, saveCollection } from './collections-api';

const ANY = { value: '', label: 'Any' };

export function CollectionFormCard(props: {
  collection?: AdminCollectionJson;
  onDone: (saved: AdminCollectionJson) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CollectionForm>(() =>
    props.collection ? collectionToForm(props.collection) : emptyCollectionForm(),
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CollectionForm>(key: K, value: CollectionForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const rupees = (key: 'minPrice' | 'maxPrice' | 'newest', label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const saved = await saveCollection(props.collection?.id ?? null, formToBody(form));
      await queryClient.invalidateQueries({ queryKey: collectionsKey });
      props.onDone(saved);
    } catch (err) {
      setError(reasonOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="collection-form-heading"
      className="mb-8 rounded-lg border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h2 id="collection-form-heading" className="text-xl font-bold">
        {props.collection ? `Edit ${props.collection.name}` : 'New collection'}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <form onSubmit={save} className="grid content-start gap-4 sm:grid-cols-2" noValidate>
          <TextField
            label="Name"
            value={form.name}
            onChange={(e) => {
              const name = e.target.value;
              setForm((f) => ({ ...f, name, slug: f.slugEdited ? f.slug : slugFrom(name) }));
            }}
          />
          <TextField
            label="URL name"
            hint={`/collections/${form.slug || '…'}`}
            value={form.slug}
            onChange={(e) => setForm((f) => ({ ...f, slug: e.target.value, slugEdited: true }))}
          />
          <div className="sm:col-span-2">
            <TextArea
              label="Description"
              rows={2}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </div>
          <Select
            label="Products chosen"
            value={form.kind}
            options={[
              { value: 'hand_picked', label: 'By hand' },
              { value: 'rule', label: 'By a rule' },
            ]}
            onChange={(e) => set('kind', e.target.value as CollectionForm['kind'])}
          />
          <div className="self-end pb-2">
            <Checkbox
              label="Featured on the home page"
              checked={form.featured}
              onChange={(e) => set('featured', e.target.checked)}
            />
          </div>
          {form.kind === 'hand_picked' ? (
            <div className="sm:col-span-2">
              <TextArea
                label="Item ids, in the order shown"
                hint="One a line, as in the products list"
                rows={5}
                value={form.itemIds}
                onChange={(e) => set('itemIds', e.target.value)}
              />
            </div>
          ) : (
            <>
              <Select
                label="Category"
                value={form.category}
                options={[ANY, ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))]}
                onChange={(e) => set('category', e.target.value)}
              />
              <Select
                label="Colour family"
                value={form.colourFamily}
                options={[ANY, ...COLOUR_FAMILIES.map((f) => ({ value: f, label: f }))]}
                onChange={(e) => set('colourFamily', e.target.value)}
              />
              {rupees('minPrice', 'Lowest price (₹)')}
              {rupees('maxPrice', 'Highest price (₹)')}
              {rupees('newest', 'Only the newest N (empty: all)')}
            </>
          )}
          <div className="sm:col-span-2">
            <ErrorNotice>{error}</ErrorNotice>
          </div>
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              Save collection
            </Button>
            <Button type="button" variant="secondary" onClick={props.onCancel}>
              Cancel
            </Button>
          </div>
        </form>
        <CollectionPreviewPanel
          members={membersOf(form)}
          cover={form.coverImage}
          onCover={(image) => set('coverImage', image)}
        />
      </div>
    </section>
  );
}

/** The collection editor's fields as text, and the body the server reads (prices in rupees). */
import type { AdminCollectionJson } from '#shared/collections';

export interface CollectionForm {
  name: string;
  slug: string;
  /** Untouched on a new collection: it follows the name. */
  slugEdited: boolean;
  description: string;
  coverImage: string;
  featured: boolean;
  kind: 'hand_picked' | 'rule';
  /** Item ids, one a line, in the order shown. */
  itemIds: string;
  category: string;
  colourFamily: string;
  minPrice: string;
  maxPrice: string;
  newest: string;
}

export const emptyCollectionForm = (): CollectionForm => ({
  name: '',
  slug: '',
  slugEdited: false,
  description: '',
  coverImage: '',
  featured: false,
  kind: 'hand_picked',
  itemIds: '',
  category: '',
  colourFamily: '',
  minPrice: '',
  maxPrice: '',
  newest: '',
});

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const collectionToForm = (c: AdminCollectionJson): CollectionForm => ({
  name: c.name,
  slug: c.slug,
  slugEdited: true,
  description: c.description,
  coverImage: c.coverImage ?? '',
  featured: c.featured,
  kind: c.kind,
  itemIds: c.itemIds.join('\n'),
  category: c.rule?.category ?? '',
  colourFamily: c.rule?.colourFamily ?? '',
  minPrice: text(c.rule?.minPrice),
  maxPrice: text(c.rule?.maxPrice),
  newest: text(c.rule?.newest),
});

/** "Summer Tees!" → "summer-tees": a suggestion the admin may change. */
export const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

const number = (value: string) => (value.trim() === '' ? null : Number(value));

export const membersOf = (form: CollectionForm) => ({
  kind: form.kind,
  itemIds:
    form.kind === 'hand_picked'
      ? form.itemIds
          .split(/[\s,]+/)
          .map((id) => id.trim())
          .filter(Boolean)
      : [],
  rule:
    form.kind === 'rule'
      ? {
          category: form.category || null,
          colourFamily: form.colourFamily || null,
          minPrice: number(form.minPrice),
          maxPrice: number(form.maxPrice),
          newest: number(form.newest),
        }
      : null,
});

export const formToBody = (form: CollectionForm) => ({
  name: form.name,
  slug: form.slug,
  description: form.description,
  coverImage: form.coverImage || null,
  featured: form.featured,
  ...membersOf(form),
});

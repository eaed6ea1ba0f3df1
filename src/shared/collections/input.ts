/**
 * The admin's collection form (BUSINESS.md section 11), defined once for server and web: every
 * refusal in words, nothing saved. A rule that matches nothing is allowed: the collection is
 * shown as empty until products meet it.
 */
import { z } from 'zod';
import { MAX_FILTER_PRICE } from '../catalog-filters';
import { COLOUR_FAMILIES } from '../colours';
import { CATEGORIES } from '../constants';
import type { CollectionJson, CollectionKind, CollectionRule } from './public';

export const MAX_HAND_PICKED = 200;
export const MAX_NEWEST = 200;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const COLLECTION_MESSAGES = {
  name: 'The name must be 2 to 80 characters',
  slug: 'The URL name must be 2 to 60 lowercase letters, digits and single hyphens, like summer-tees',
  slugTaken: (slug: string) => `The URL name "${slug}" is already taken by another collection`,
  description: 'The description must be at most 500 characters',
  coverImage: 'The cover photo must be one of the shop’s photos',
  kind: 'Choose how products are chosen: by hand or by a rule',
  itemIds: `Choose 1 to ${MAX_HAND_PICKED} products for a hand-picked collection`,
  unknownItems: (ids: string[]) =>
    `There is no product ${ids.join(', ')}: choose products from the catalogue`,
  category: `The category must be one of: ${CATEGORIES.join(', ')}`,
  colourFamily: `The colour family must be one of: ${COLOUR_FAMILIES.join(', ')}`,
  price: 'Prices must be whole rupees from 0 to 10,00,000',
  priceOrder: 'The lowest price must not be above the highest',
  newest: `The newest products must be a whole number from 1 to ${MAX_NEWEST}`,
  emptyRule:
    'A rule needs at least one condition: a category, a colour family, a price range or the newest N',
  notFound: 'There is no such collection',
  usedByOffer: (offers: string[]) =>
    `This collection cannot be deleted: the offer ${offers.map((name) => `"${name}"`).join(', ')} applies to it. End the offer or choose another collection for it first`,
} as const;

const price = z
  .number({ error: COLLECTION_MESSAGES.price })
  .int({ error: COLLECTION_MESSAGES.price })
  .min(0, { error: COLLECTION_MESSAGES.price })
  .max(MAX_FILTER_PRICE, { error: COLLECTION_MESSAGES.price })
  .nullable()
  .default(null);

export const collectionRuleSchema = z
  .object({
    category: z.enum(CATEGORIES, { error: COLLECTION_MESSAGES.category }).nullable().default(null),
    colourFamily: z
      .enum(COLOUR_FAMILIES, { error: COLLECTION_MESSAGES.colourFamily })
      .nullable()
      .default(null),
    minPrice: price,
    maxPrice: price,
    newest: z
      .number({ error: COLLECTION_MESSAGES.newest })
      .int({ error: COLLECTION_MESSAGES.newest })
      .min(1, { error: COLLECTION_MESSAGES.newest })
      .max(MAX_NEWEST, { error: COLLECTION_MESSAGES.newest })
      .nullable()
      .default(null),
  })
  .superRefine((rule, ctx) => {
    if (rule.minPrice !== null && rule.maxPrice !== null && rule.minPrice > rule.maxPrice)
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: COLLECTION_MESSAGES.priceOrder });
    if (Object.values(rule).every((value) => value === null))
      ctx.addIssue({ code: 'custom', message: COLLECTION_MESSAGES.emptyRule });
  });

/** What decides a collection's members: hand-picked items in order, or a rule. */
const memberFields = {
  kind: z.enum(['hand_picked', 'rule'], { error: COLLECTION_MESSAGES.kind }),
  itemIds: z
    .array(z.string({ error: COLLECTION_MESSAGES.itemIds }).trim().min(1).max(200), {
      error: COLLECTION_MESSAGES.itemIds,
    })
    .max(MAX_HAND_PICKED, { error: COLLECTION_MESSAGES.itemIds })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  rule: collectionRuleSchema.nullable().default(null),
};

type Members = { kind: CollectionKind; itemIds: string[]; rule: CollectionRule | null };

function requireRule(input: Members, ctx: z.RefinementCtx): void {
  if (input.kind === 'rule' && input.rule === null)
    ctx.addIssue({ code: 'custom', path: ['rule'], message: COLLECTION_MESSAGES.emptyRule });
}

/** A collection keeps only its kind's members: a rule's collection has no hand-picked items. */
function keepKindsMembers<T extends Members>(input: T): T {
  return {
    ...input,
    itemIds: input.kind === 'hand_picked' ? input.itemIds : [],
    rule: input.kind === 'rule' ? input.rule : null,
  };
}

/** The admin's create and edit (a whole collection each time). */
export const collectionInputSchema = z
  .object({
    name: z
      .string({ error: COLLECTION_MESSAGES.name })
      .trim()
      .min(2, { error: COLLECTION_MESSAGES.name })
      .max(80, { error: COLLECTION_MESSAGES.name }),
    slug: z
      .string({ error: COLLECTION_MESSAGES.slug })
      .trim()
      .min(2, { error: COLLECTION_MESSAGES.slug })
      .max(60, { error: COLLECTION_MESSAGES.slug })
      .regex(SLUG_PATTERN, { error: COLLECTION_MESSAGES.slug }),
    description: z
      .string({ error: COLLECTION_MESSAGES.description })
      .trim()
      .max(500, { error: COLLECTION_MESSAGES.description })
      .default(''),
    coverImage: z
      .string({ error: COLLECTION_MESSAGES.coverImage })
      .trim()
      .max(300, { error: COLLECTION_MESSAGES.coverImage })
      .nullable()
      .default(null)
      .transform((value) => value || null),
    featured: z.boolean().default(false),
    ...memberFields,
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'hand_picked' && input.itemIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['itemIds'], message: COLLECTION_MESSAGES.itemIds });
    requireRule(input as Members, ctx);
  })
  .transform((input) => keepKindsMembers(input as typeof input & Members));
export type CollectionInput = z.output<typeof collectionInputSchema>;

/** One collection in the back office: the form's fields and how many products it shows now. */
export interface AdminCollectionJson extends CollectionJson {
  id: number;
  kind: CollectionKind;
  featured: boolean;
  /** Hand-picked products in the admin's order; empty for a rule. */
  itemIds: string[];
  rule: CollectionRule | null;
  /** How many products the storefront shows in it now. */
  memberCount: number;
}

/** The editor's live preview: the products the collection would show, the first ones. */
export interface CollectionPreview {
  total: number;
  members: { itemId: string; name: string; price: number; image: string }[];
}

/** The editor's live preview asks with what decides the members alone (none picked yet is fine). */
export const collectionPreviewSchema = z
  .object(memberFields)
  .superRefine((input, ctx) => requireRule(input as Members, ctx))
  .transform((input) => keepKindsMembers(input as Members));

/**
 * HSN codes, printed per line on tax invoices and summed in the monthly export (docs/product.md,
 * "Invoices"): chapter 61, knitted garments. The admin may set another code per product.
 */
import { z } from 'zod';
import type { Category } from '../constants';

export const DEFAULT_HSN_BY_CATEGORY: Record<Category, string> = {
  overtees: '6109',
  hoodies: '6110',
  'sweat shirt': '6110',
};

export const HSN_MESSAGE = 'Enter the HSN code: 4, 6 or 8 digits, for example 6109';
export const HSN_PATTERN = /^[0-9]{4}([0-9]{2}){0,2}$/;

export const hsnSchema = z.string().trim().regex(HSN_PATTERN, { error: HSN_MESSAGE });

export function defaultHsnFor(category: string): string {
  return DEFAULT_HSN_BY_CATEGORY[category as Category] ?? DEFAULT_HSN_BY_CATEGORY.overtees;
}

/** The tariff's descriptions of the default codes, for the HSN summary of the monthly export. */
export const HSN_DESCRIPTIONS: Record<string, string> = {
  '6109': 'T-shirts, singlets and other vests, knitted or crocheted',
  '6110': 'Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted',
};

/** The pages of a list kept in its URL (issue 40 point 10): read back within bounds, written tidily. */
import { describe, expect, it } from 'vitest';
import { listPath, MAX_SHOWN_PAGES, shownPagesOf, withShownPages } from './catalog-list';

const pagesOf = (query: string) => shownPagesOf(new URLSearchParams(query));

describe('pages shown in a list URL', () => {
  it('reads whole numbers from 2 to the cap, anything else as the first page alone', () => {
    expect(pagesOf('category=hoodies')).toBe(1);
    expect(pagesOf('page=3')).toBe(3);
    expect(pagesOf(`page=${MAX_SHOWN_PAGES + 5}`)).toBe(MAX_SHOWN_PAGES);
    for (const bad of ['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=', 'page=1e3x'])
      expect(pagesOf(bad)).toBe(1);
  });

  it('writes the count beside the list’s own parameters, and none for one page', () => {
    expect(withShownPages('?category=hoodies&size=L', 3)).toBe('?category=hoodies&size=L&page=3');
    expect(withShownPages('?category=hoodies&page=3', 1)).toBe('?category=hoodies');
    expect(withShownPages('', 1)).toBe('');
  });

  it('a filter or category link never carries the pages: a new list starts at page 1', () => {
    expect(listPath({ category: 'hoodies', filters: { sizes: ['L'] } })).not.toContain('page=');
  });
});

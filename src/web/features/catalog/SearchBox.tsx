/**
 * The header's search box (docs/decisions/009): a GET form to /products?q=words, so it
 * works before the app's code has loaded too; the results page reads the words as the server
 * does (normalizeSearchWords). It shows the words of the search on screen. It imports nothing
 * of src/shared/search.ts, whose schema would put 1.5 KB (gzip) of zod on every storefront page
 * (bench/budget-check.ts).
 */
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#shared/paths';
import { inputClass } from '#web/components/ui/Field';

/** The words of the search on screen, or '' on any other page. */
function useShownWords(): string {
  const { pathname, search } = useLocation();
  return pathname === paths.products ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export function SearchBox({ className = '' }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const shown = useShownWords();
  const [words, setWords] = useState(shown);
  // Follows the page: a new search, Back, or leaving the results.
  useEffect(() => setWords(shown), [shown]);
  // Goes where the browser would submit the form (its action, its fields), without reloading.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams({ q: words.trim() });
    navigate(`${paths.products}?${query}`);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some supported browsers; a form with the role is the landmark they all know.
    <form role="search" action={paths.products} method="get" onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <div className="relative">
        <input
          id={id}
          type="search"
          name="q"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder="Search tees, hoodies…"
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputClass(false, true)} pr-10`}
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-neutral-700 hover:text-neutral-950 focus-visible:outline-2 focus-visible:outline-neutral-900"
        >
          <Search aria-hidden="true" size={18} />
        </button>
      </div>
    </form>
  );
}

/**
 * The header's search box (docs/product.md section 2): a GET form to /products?q=words, so it
 * works before the app's code has loaded too. It shows the words of the search on screen. Kept
 * free of the catalogue's code and of zod, since every storefront page carries it.
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.productSearch(words.trim()));
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

/** The products list's search box: words of the name or the item id, answered by the server. */
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/Button';

export function ProductSearch({ value, onSearch }: { value: string; onSearch(words: string): void }) {
  const [words, setWords] = useState(value);
  return (
    <search className="mb-4">
      <form
        className="flex max-w-xl gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(words.trim());
        }}
      >
        <label htmlFor="product-search" className="sr-only">
          Search products
        </label>
        <input
          id="product-search"
          type="search"
          value={words}
          maxLength={100}
          onChange={(event) => setWords(event.target.value)}
          placeholder="Name or item id"
          className="min-w-0 flex-1 rounded-md border border-neutral-400 px-3 py-2 text-sm"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
    </search>
  );
}

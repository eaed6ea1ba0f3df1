/**
 * An existing product moved into a style as its last colour (BUSINESS.md section 11): chosen by
 * its item id, typed or picked from a search of the products list, with its colour's name, hex
 * and family. The product keeps its photos, prices and stock. Without a style, the same form starts
 * a new style from the product (its first colour), so a tee already on sale can gain colours.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminStyleJson } from '#shared/styles';
import { styleFromProductSchema, styleMoveSchema } from '#shared/styles';
import { SubmitRow } from '#web/components/form/SubmitRow';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { fetchItemsPage, reasonOf } from '../admin-api';
import { ProductSearch } from '../products/ProductSearch';
import { ColourIdentityFields } from './ColourIdentityFields';
import { errorsUnder, repeatedNameErrors } from './style-form';
import { moveIntoStyle, styleFromProduct } from './styles-api';

const initial = () => ({ name: '', itemId: '', colour: { name: '', hex: '', family: '' } });

export function MoveProductForm({
  style,
  onSaved,
}: {
  /** The style to move into; none: a new style is made from the product. */
  style?: AdminStyleJson;
  onSaved: (style: AdminStyleJson, message: string) => void;
}) {
  const [words, setWords] = useState('');
  const found = useQuery({
    queryKey: ['admin', 'items', 'style-move', words],
    queryFn: () => fetchItemsPage(1, words),
    enabled: words !== '',
  });
  const colours = style?.colours ?? [];
  const members = new Set(colours.map((colour) => colour.itemId));
  const taken = colours.flatMap((colour) => (colour.colour ? [colour.colour.name] : []));
  const form = useZodForm(style ? styleMoveSchema : styleFromProductSchema, {
    initial,
    check: (values) => ({
      'colour.name': repeatedNameErrors([values.colour], taken)['colours.0.name'],
    }),
    messageOf: reasonOf,
  });
  const { values } = form;
  const chosen = found.data?.find((product) => product.itemId === values.itemId.trim());

  const submit = form.submit(async (parsed) => {
    const { itemId, colour } = parsed;
    const saved = style
      ? await moveIntoStyle(style.id, itemId, colour)
      : await styleFromProduct(values.name.trim(), itemId, colour);
    form.reset(initial());
    onSaved(saved, `${chosen?.name ?? itemId} is now the colour ${colour.name} of ${saved.name}.`);
  });
  const heading = style ? 'Move a product into this style' : 'Or start a style from a product you sell';

  return (
    <section
      aria-labelledby="move-product"
      className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <h2 id="move-product" className="mb-1 text-lg font-bold">
        {heading}
      </h2>
      <p className="mb-4 text-sm text-neutral-700">
        {style
          ? "It becomes the style's last colour and keeps its photos, prices and stock."
          : 'It becomes the first colour of a new style, keeping its photos, prices and stock; add more colours next.'}
      </p>
      <ProductSearch value={words} onSearch={setWords} />
      {found.data && (
        <ul className="mb-4 flex flex-col gap-2" aria-label="Products found">
          {found.data.length === 0 && <li className="text-sm text-neutral-700">No product matches.</li>}
          {found.data.slice(0, 8).map((product) => (
            <li key={product.itemId} className="flex items-center gap-3">
              <div className="shrink-0">
                <ProductThumb src={product.image} alt="" size="xs" />
              </div>
              <span className="min-w-0 flex-1 text-sm">
                <span className="font-semibold">{product.name}</span>
                <span className="block break-all text-neutral-600">{product.itemId}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={members.has(product.itemId)}
                onClick={() => form.set('itemId', product.itemId)}
              >
                {members.has(product.itemId) ? 'In this style' : 'Choose'}
                <span className="sr-only"> {product.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-4">
        {!style && <TextField label="Style name" {...form.field('name')} />}
        <TextField
          label="Item id of the product"
          hint={chosen ? chosen.name : 'Type it, or search above and choose'}
          spellCheck={false}
          {...form.field('itemId')}
        />
        <ColourIdentityFields
          idPrefix="move"
          value={values.colour}
          errors={errorsUnder(form.errors, 'colour.')}
          onChange={(patch) => form.update((f) => ({ ...f, colour: { ...f.colour, ...patch } }))}
        />
        <SubmitRow
          form={form}
          label={style ? 'Move into this style' : 'Start the style'}
          busyLabel="Saving…"
        />
      </form>
    </section>
  );
}

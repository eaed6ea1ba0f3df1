/**
 * The colours of a style's form, each its own item (BUSINESS.md section 11): name, hex, family,
 * the upload form's four photos and six stock counts; moved up or down, removed, or one more added.
 * Each colour keeps its key, so its chosen files stay with it when the list changes.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MAX_COLOURS_PER_CALL } from '#shared/colours';
import type { FieldErrors } from '#web/components/form/zod-errors';
import { Button, IconButton } from '#web/components/ui/Button';
import { ImageFields } from '../upload/ImageFields';
import { StockFields } from '../upload/StockFields';
import { ColourIdentityFields } from './ColourIdentityFields';
import { type ColourForm, emptyColour, errorsUnder, moveItem, validHex } from './style-form';

export function ColourListFields({
  colours,
  errors,
  onChange,
  firstNumber = 1,
}: {
  colours: ColourForm[];
  /** The form's errors, keyed "colours.<index>.<field>". */
  errors: FieldErrors;
  onChange: (change: (colours: ColourForm[]) => ColourForm[]) => void;
  /** The number the first colour here has in the style (adding colours after the existing ones). */
  firstNumber?: number;
}) {
  const editAt = (index: number) => (change: (colour: ColourForm) => ColourForm) =>
    onChange((list) => list.map((colour, i) => (i === index ? change(colour) : colour)));
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4" aria-label="Colours">
        {colours.map((colour, index) => {
          const edit = editAt(index);
          const own = errorsUnder(errors, `colours.${index}.`);
          const title = `Colour ${firstNumber + index}${colour.name.trim() ? `: ${colour.name.trim()}` : ''}`;
          return (
            <li key={colour.key}>
              <fieldset className="flex flex-col gap-4 rounded-md border border-neutral-300 p-3 sm:p-4">
                <legend className="flex items-center gap-2 px-1 text-base font-bold">
                  <span
                    aria-hidden="true"
                    className={`inline-block size-4 rounded-full border border-neutral-400 ${
                      validHex(colour.hex) ? '' : 'border-dashed'
                    }`}
                    style={{ background: validHex(colour.hex) ?? 'transparent' }}
                  />
                  {title}
                </legend>
                <div className="-mt-2 flex justify-end gap-1">
                  <IconButton
                    aria-label={`Move ${title} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => onChange((list) => moveItem(list, index, -1))}
                    className="disabled:opacity-40"
                  >
                    <ArrowUp aria-hidden="true" size={18} />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${title} down`}
                    title="Move down"
                    disabled={index === colours.length - 1}
                    onClick={() => onChange((list) => moveItem(list, index, 1))}
                    className="disabled:opacity-40"
                  >
                    <ArrowDown aria-hidden="true" size={18} />
                  </IconButton>
                  <IconButton
                    tone="danger"
                    aria-label={`Remove ${title}`}
                    title="Remove"
                    disabled={colours.length === 1}
                    onClick={() => onChange((list) => list.filter((_, i) => i !== index))}
                    className="disabled:opacity-40"
                  >
                    <Trash2 aria-hidden="true" size={18} />
                  </IconButton>
                </div>
                <ColourIdentityFields
                  idPrefix={`colour-${colour.key}`}
                  value={colour}
                  errors={own}
                  onChange={(patch) => edit((c) => ({ ...c, ...patch }))}
                />
                <ImageFields form={colour} errors={own} edit={edit} />
                <StockFields form={colour} errors={own} edit={edit} idPrefix={`colour-${colour.key}-stock`} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={colours.length >= MAX_COLOURS_PER_CALL}
          onClick={() => onChange((list) => [...list, emptyColour()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a colour
        </Button>
        {colours.length >= MAX_COLOURS_PER_CALL && (
          <p className="mt-1 text-sm text-neutral-700">
            At most {MAX_COLOURS_PER_CALL} colours at a time; save, then add more.
          </p>
        )}
      </div>
    </div>
  );
}

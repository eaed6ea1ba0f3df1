/**
 * A colour's name, hex and family (BUSINESS.md section 11): the hex is typed or picked (the picker
 * and the text follow each other), the family chosen from the catalogue filter's list.
 */
import { MAX_COLOUR_NAME_LENGTH } from '#shared/colours';
import type { FieldErrors } from '#web/components/form/zod-errors';
import { Select, TextField } from '#web/components/ui/Field';
import { colourInputValue, FAMILY_OPTIONS } from './style-form';

export interface ColourIdentity {
  name: string;
  hex: string;
  family: string;
}

export function ColourIdentityFields({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  /** Unique on the page: several colours are edited at once. */
  idPrefix: string;
  value: ColourIdentity;
  /** Keyed name, hex and family. */
  errors: FieldErrors;
  onChange: (patch: Partial<ColourIdentity>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        id={`${idPrefix}-name`}
        label="Colour name"
        placeholder="Olive"
        maxLength={MAX_COLOUR_NAME_LENGTH}
        value={value.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-hex`}
        label="Hex"
        placeholder="#556b2f"
        spellCheck={false}
        autoCapitalize="off"
        maxLength={7}
        value={value.hex}
        error={errors.hex}
        inputClassName="font-mono"
        onChange={(event) => onChange({ hex: event.target.value })}
        trailing={
          <input
            type="color"
            aria-label={`Pick the colour${value.name.trim() ? ` of ${value.name.trim()}` : ''}`}
            value={colourInputValue(value.hex)}
            onChange={(event) => onChange({ hex: event.target.value })}
            className="h-9 w-10 cursor-pointer rounded border border-neutral-300 bg-white p-0.5"
          />
        }
      />
      <Select
        id={`${idPrefix}-family`}
        label="Family"
        hint="The catalogue's colour filter"
        options={FAMILY_OPTIONS}
        value={value.family}
        error={errors.family}
        onChange={(event) => onChange({ family: event.target.value })}
      />
    </div>
  );
}

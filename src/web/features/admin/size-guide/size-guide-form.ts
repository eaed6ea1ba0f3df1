/**
 * The size guide form's values (text, as typed, one field per size and measurement) and their
 * translation to the shared schema's input, which checks them as the server will.
 */
import { SIZES, type Size } from '#shared/constants';
import type { SizeGuide } from '#shared/size-guide';

export type Measure = 'chest' | 'length';
export type SizeGuideForm = Record<`${Size}.${Measure}`, string>;

export const fieldName = (size: Size, measure: Measure) => `${size}.${measure}` as const;

export function formFromGuide(guide: SizeGuide): SizeGuideForm {
  const form = {} as SizeGuideForm;
  for (const row of guide.sizes) {
    form[fieldName(row.size, 'chest')] = String(row.chest.inches);
    form[fieldName(row.size, 'length')] = String(row.length.inches);
  }
  return form;
}

/** Empty text is no number at all (not 0), so it is refused with the range message. */
const inches = (text: string | undefined) => (text?.trim() ? Number(text) : Number.NaN);

export function toUpdate(form: SizeGuideForm) {
  return {
    sizes: Object.fromEntries(
      SIZES.map((size) => [
        size,
        {
          chestInches: inches(form[fieldName(size, 'chest')]),
          lengthInches: inches(form[fieldName(size, 'length')]),
        },
      ]),
    ),
  };
}

/** An issue at sizes.XL.chestInches belongs to the field "XL.chest"; one about the whole chart to "". */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  if (path.length < 3) return '';
  return `${String(path[1])}.${path[2] === 'chestInches' ? 'chest' : 'length'}`;
}

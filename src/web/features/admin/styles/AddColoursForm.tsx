/**
 * More colours for an existing style (BUSINESS.md section 11): the same colour fields as a new
 * style's; the prices, fabric and texts are copied from the style's first colour by the server.
 * A name the style already has is flagged beside the field before anything is sent.
 */
import type { AdminStyleJson } from '#shared/styles';
import { styleAddColoursSchema } from '#shared/styles';
import { SubmitRow } from '#web/components/form/SubmitRow';
import { useZodForm } from '#web/components/form/use-zod-form';
import { reasonOf } from '../admin-api';
import { ColourListFields } from './ColourListFields';
import { type ColourForm, emptyColour, repeatedNameErrors, toColoursPayload } from './style-form';
import { addColours } from './styles-api';
import { useServerFieldError } from './use-server-field-error';

const initial = () => ({ colours: [emptyColour()] });

export function AddColoursForm({
  style,
  onSaved,
}: {
  style: AdminStyleJson;
  onSaved: (style: AdminStyleJson, message: string) => void;
}) {
  const taken = style.colours.flatMap((colour) => (colour.colour ? [colour.colour.name] : []));
  const form = useZodForm(styleAddColoursSchema, {
    initial,
    toInput: (values) => toColoursPayload(values.colours),
    check: (values) => repeatedNameErrors(values.colours, taken),
    messageOf: reasonOf,
  });
  const placed = useServerFieldError();
  const errors = { ...form.errors, ...placed.errors };
  const { values } = form;

  const submit = form.submit(async () => {
    const saved = await placed.catching(values.colours, () =>
      addColours(style.id, toColoursPayload(values.colours)),
    );
    const names = values.colours.map((colour) => colour.name.trim()).join(', ');
    form.reset(initial());
    onSaved(saved, `Added to ${saved.name}: ${names}.`);
  });

  return (
    <section
      aria-labelledby="add-colours"
      className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <h2 id="add-colours" className="mb-1 text-lg font-bold">
        Add colours
      </h2>
      <p className="mb-4 text-sm text-neutral-700">
        Each new colour takes the style's prices, fabric and texts; give it its own photos and stock.
      </p>
      <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-4">
        <ColourListFields
          colours={values.colours}
          errors={errors}
          firstNumber={style.colours.length + 1}
          onChange={(change: (colours: ColourForm[]) => ColourForm[]) => {
            form.update((f) => ({ ...f, colours: change(f.colours) }));
            placed.clear();
          }}
        />
        <SubmitRow form={form} label="Save new colours" busyLabel="Saving…" />
      </form>
    </section>
  );
}

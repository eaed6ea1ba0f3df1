/**
 * /admin/styles/new (BUSINESS.md section 11, issue #42): a style made with its colours in one save.
 * The facts every colour shares are the upload form's fields, typed once; each colour has its
 * name, hex, family, four photos and stock. The shared style schema checks the form as the server
 * will, and a refusal from the server is put beside the colour it is about. Below it, a product
 * already on sale can start a style instead, as its first colour.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { paths } from '#shared/paths';
import { type AdminStyleJson, styleCreateSchema } from '#shared/styles';
import { SubmitRow } from '#web/components/form/SubmitRow';
import { useZodForm } from '#web/components/form/use-zod-form';
import { textLink } from '#web/components/ui/Button';
import { PageHeading } from '#web/components/ui/PageHeading';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, reasonOf } from '../admin-api';
import { LongTextFields } from '../upload/LongTextFields';
import { ProductFields } from '../upload/ProductFields';
import { ColourListFields } from './ColourListFields';
import { MoveProductForm } from './MoveProductForm';
import { emptyStyleForm, repeatedNameErrors, type StyleForm, toStylePayload } from './style-form';
import { createStyle, styleKey, stylesKey } from './styles-api';
import { useServerFieldError } from './use-server-field-error';

export function NewStylePage() {
  usePageTitle('New style');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(styleCreateSchema, {
    initial: emptyStyleForm,
    toInput: toStylePayload,
    check: (values) => repeatedNameErrors(values.colours),
    messageOf: reasonOf,
  });
  const placed = useServerFieldError();
  const { values, update } = form;
  const errors = { ...form.errors, ...placed.errors };

  const edit = (change: (form: StyleForm) => StyleForm) => {
    update(change);
    placed.clear();
  };
  const opened = async (style: AdminStyleJson, saved: string) => {
    queryClient.setQueryData(styleKey(style.id), style);
    await queryClient.resetQueries({ queryKey: adminKeys.items });
    void queryClient.invalidateQueries({ queryKey: stylesKey });
    navigate(paths.adminStyle(style.id), { state: { saved } });
  };
  const submit = form.submit(async () => {
    const style = await placed.catching(values.colours, () => createStyle(toStylePayload(values)));
    await opened(style, `Style ${style.name} saved with ${style.colours.length} colours.`);
  });

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title="New style">
        <Link to={paths.adminStyles} className={textLink}>
          All styles
        </Link>
      </PageHeading>
      <p className="-mt-2 mb-4 text-neutral-700">
        One style, several colours: each colour is its own product with its photos and stock, and the shop
        shows them as swatches on one product page.
      </p>
      <form
        {...form.formProps}
        onSubmit={submit}
        className="flex flex-col gap-6 rounded-lg border border-neutral-200 bg-white p-4 sm:p-8"
      >
        <ProductFields form={values} errors={errors} edit={edit} legend="Style" />
        <LongTextFields form={values} errors={errors} edit={edit} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold">Colours</legend>
          <ColourListFields
            colours={values.colours}
            errors={errors}
            onChange={(change) => edit((f) => ({ ...f, colours: change(f.colours) }))}
          />
        </fieldset>
        <SubmitRow form={form} label="Save style" busyLabel="Saving…" />
      </form>
      <div className="mt-6">
        <MoveProductForm onSaved={opened} />
      </div>
    </section>
  );
}

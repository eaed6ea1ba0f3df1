/**
 * /admin/size-guide: the admin picks a category and edits its size chart, chest and length per
 * size in inches (centimetres follow), checked by the schema the server uses
 * (docs/decisions/009); the server's answer is shown above the form.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORIES, CATEGORY_LABELS, type Category, SIZES } from '#shared/constants';
import { inchesToCm, SIZE_GUIDE_MESSAGES, type SizeGuide, sizeGuideUpdateSchema } from '#shared/size-guide';
import { FormSummary } from '#web/components/form/FormSummary';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { Select, TextField } from '#web/components/ui/Field';
import { ErrorNotice, errorText, Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, fetchSizeGuide, reasonOf, saveSizeGuide } from '../admin-api';
import { fieldName, fieldOfIssue, formFromGuide, type Measure, toUpdate } from './size-guide-form';

const categoryOptions = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

export function SizeGuidePage() {
  usePageTitle('Size Guide');
  const [category, setCategory] = useState<Category>(CATEGORIES[0]);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const { data: guide, error } = useQuery({
    queryKey: adminKeys.sizeGuide(category),
    queryFn: ({ signal }) => fetchSizeGuide(category, signal),
  });
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title="Size Guide">
        <Select
          label="Category"
          inline
          compact
          options={categoryOptions}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value as Category);
            setNotice(null);
          }}
        />
      </PageHeading>
      <StateNotice notice={notice} onClose={() => setNotice(null)} className="mb-4" />
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : guide ? (
        // A new form per chart loaded, so it starts from what the server holds.
        <SizeGuideEditor key={`${guide.category} ${guide.updatedAt}`} guide={guide} onNotice={setNotice} />
      ) : (
        <Spinner label="Loading the size chart" />
      )}
    </section>
  );
}

function SizeGuideEditor({
  guide,
  onNotice,
}: {
  guide: SizeGuide;
  onNotice: (n: NoticeState | null) => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(sizeGuideUpdateSchema, {
    initial: () => formFromGuide(guide),
    toInput: toUpdate,
    fieldOf: fieldOfIssue,
    messageOf: reasonOf,
  });
  const save = form.submit(async (update) => {
    onNotice(null);
    const saved = await saveSizeGuide(guide.category, update);
    queryClient.setQueryData(adminKeys.sizeGuide(guide.category), saved);
    onNotice({ tone: 'success', text: `${SIZE_GUIDE_MESSAGES.updated}: ${saved.label}` });
  });
  const measureField = (size: (typeof SIZES)[number], measure: Measure) => {
    const props = form.field(fieldName(size, measure));
    const value = Number(props.value);
    return (
      <TextField
        label={measure === 'chest' ? 'Chest (inches)' : 'Length (inches)'}
        type="number"
        inputMode="decimal"
        step={0.5}
        hint={props.value.trim() && Number.isFinite(value) ? `${inchesToCm(value)} cm` : undefined}
        {...props}
      />
    );
  };
  return (
    <form
      {...form.formProps}
      onSubmit={save}
      className="flex flex-col gap-6 rounded-lg border border-neutral-200 bg-white p-5 sm:p-8"
    >
      <p className="text-sm text-neutral-700">
        Garment measurements of {guide.label}, in inches (half inches allowed); shoppers see centimetres too.
        Each size measures at least as much as the size before it.
      </p>
      <Notice tone="error">{form.serverError}</Notice>
      <div className="grid gap-4 sm:grid-cols-2">
        {SIZES.map((size) => (
          <fieldset key={size} className="grid grid-cols-2 gap-3 rounded-md border border-neutral-200 p-4">
            <legend className="px-1 text-base font-bold">{size}</legend>
            {measureField(size, 'chest')}
            {measureField(size, 'length')}
          </fieldset>
        ))}
      </div>
      <FormSummary messages={form.messages} repeat attempt={form.attempts} />
      <div>
        <Button type="submit" size="lg" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save size guide'}
        </Button>
      </div>
    </form>
  );
}

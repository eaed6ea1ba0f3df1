/** One section of the settings page: its heading, its fields, its own Save button and notice. */
import type { FormEvent, ReactNode, Ref } from 'react';
import { FormSummary } from '#web/components/form/FormSummary';
import { Button } from '#web/components/ui/Button';
import { Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';

interface Props {
  id: string;
  title: string;
  description?: ReactNode;
  notice: NoticeState | null;
  onCloseNotice: () => void;
  form: {
    formProps: { ref: Ref<HTMLFormElement>; noValidate: boolean };
    serverError: string;
    messages: string[];
    attempts: number;
    busy: boolean;
  };
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

export function SettingsSectionFrame({
  id,
  title,
  description,
  notice,
  onCloseNotice,
  form,
  onSubmit,
  children,
}: Props) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-neutral-200 bg-white p-5 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-neutral-700">{description}</p>}
      <StateNotice notice={notice} onClose={onCloseNotice} className="mt-4" />
      <form {...form.formProps} onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <Notice tone="error">{form.serverError}</Notice>
        {children}
        <FormSummary messages={form.messages} repeat attempt={form.attempts} />
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Saving…' : `Save ${title.toLowerCase()}`}
          </Button>
        </div>
      </form>
    </section>
  );
}

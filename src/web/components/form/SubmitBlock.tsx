/** The end of a card's form: the summary of what stopped the last submit, then the full-width button. */
import { Button } from '#web/components/ui/Button';
import { FormSummary } from './FormSummary';

export function SubmitBlock({
  form,
  label,
  busyLabel,
  disabled = false,
}: {
  form: { messages: string[]; attempts: number; busy: boolean };
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <>
      <FormSummary messages={form.messages} attempt={form.attempts} />
      <Button type="submit" size="block" disabled={form.busy || disabled}>
        {form.busy ? busyLabel : label}
      </Button>
    </>
  );
}

/**
 * The end of a long form (a product, a style): the summary of what stopped the last submit beside
 * the button, stacked on a phone. A server refusal shows as `failed` when given (with the server's
 * words as its detail), else in the server's words.
 */
import { Button } from '#web/components/ui/Button';
import { FormSummary } from './FormSummary';

export function SubmitRow({
  form,
  label,
  busyLabel,
  failed,
}: {
  form: { messages: string[]; attempts: number; busy: boolean; serverError: string };
  label: string;
  busyLabel: string;
  failed?: string;
}) {
  const refused = form.serverError ? [failed ?? form.serverError] : form.messages;
  return (
    <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
      <FormSummary
        messages={refused}
        repeat
        detail={failed && form.serverError ? form.serverError : undefined}
        attempt={form.attempts}
        className="sm:flex-1"
      />
      <Button type="submit" disabled={form.busy} className="shrink-0">
        {form.busy ? busyLabel : label}
      </Button>
    </div>
  );
}

/**
 * What stopped a submit, kept beside the button and announced (role="alert"; remounted on every
 * failed attempt, its `attempt` key, so the same words are announced again). Where docs/product.md words
 * the failure as an alert (upload, checkout, address) it repeats the first field's message;
 * elsewhere each message already stands under its field, so it only counts them.
 */
import { Notice } from '#web/components/ui/Notice';

export function summaryText(messages: string[], repeat: boolean): string {
  const [first, ...rest] = messages;
  if (!first) return '';
  if (!repeat)
    return messages.length === 1
      ? 'Please check the field above.'
      : `Please check the ${messages.length} fields above.`;
  if (rest.length === 0) return first;
  return `${first} (and ${rest.length === 1 ? 'one more field' : `${rest.length} more fields`} to check)`;
}

export function FormSummary({
  messages,
  repeat = false,
  detail,
  attempt,
  className = '',
}: {
  messages: string[];
  repeat?: boolean;
  detail?: string;
  attempt: number;
  className?: string;
}) {
  const text = summaryText(messages, repeat);
  if (!text) return null;
  return (
    <Notice key={attempt} tone="error" detail={detail} className={className}>
      {text}
    </Notice>
  );
}

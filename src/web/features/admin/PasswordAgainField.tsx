/**
 * "Your password", asked again before a change to a member's second step (a new phone, removing a
 * passkey): the server refuses those changes without it (docs/decisions/045-staff-roles.md).
 */
import { TextField } from '#web/components/ui/Field';

export function PasswordAgainField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (password: string) => void;
}) {
  return (
    <TextField
      label="Your password"
      id={id}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

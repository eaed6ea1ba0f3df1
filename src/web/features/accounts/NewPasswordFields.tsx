/** A new password and its confirmation, as sign-up and the password reset ask for them. */
import { MIN_PASSWORD_LENGTH } from '#shared/constants';
import { PasswordField } from '#web/components/ui/PasswordField';

interface Bound {
  name: string;
  value: string;
  error?: string;
  onChange(event: { target: { value: string } }): void;
}

export function NewPasswordFields({
  labels,
  password,
  confirmPassword,
}: {
  labels: [string, string];
  password: Bound;
  confirmPassword: Bound;
}) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...password}
      />
      <PasswordField label={labels[1]} autoComplete="new-password" {...confirmPassword} />
    </>
  );
}

/**
 * The login form of both sign-ins, the shopper's (/users/login) and the administrator's
 * (/admin/login), which differ only in their words, links and calls (docs/product.md sections 2 and 5):
 * user name or email and password; an empty field gets a red border, no message, the focus,
 * and nothing is sent; the server's errorMessage shows in a red banner above the form.
 */
import type { ReactNode } from 'react';
import { type LoginRequest, loginSchema } from '#shared/accounts';
import { AuthCard } from '#web/components/ui/AuthCard';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { PasswordField } from '#web/components/ui/PasswordField';
import { useZodForm } from './use-zod-form';

export interface LoginConfig {
  title: string;
  intro: string;
  /** Ids of the two inputs, so password managers keep what they learnt. */
  idPrefix: string;
  logIn(credentials: LoginRequest): Promise<unknown>;
  messageOf(error: unknown): string;
  /** Good news carried here from another page, e.g. "Your account is ready". */
  notice?: string;
  /** A show/hide toggle on the password. */
  passwordToggle?: boolean;
  /** Under the password, e.g. "Forgot password?". */
  belowPassword?: ReactNode;
  footer?: ReactNode;
}

export function LoginForm({ config }: { config: LoginConfig }) {
  const form = useZodForm(loginSchema, {
    initial: { userName: '', password: '' },
    messageOf: config.messageOf,
  });
  const submit = form.submit(config.logIn);
  const Password = config.passwordToggle ? PasswordField : TextField;
  const bind = (name: 'userName' | 'password') => {
    // docs/product.md: a red border and no words.
    const { error, ...props } = form.field(name);
    return { ...props, invalid: Boolean(error) };
  };
  return (
    <AuthCard title={config.title} intro={config.intro} footer={config.footer}>
      <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-4">
        <Notice tone="success">{!form.serverError && config.notice}</Notice>
        <Notice tone="error">{form.serverError}</Notice>
        <TextField
          id={`${config.idPrefix}-user`}
          label="User name or email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...bind('userName')}
        />
        <Password
          id={`${config.idPrefix}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          {...bind('password')}
        />
        {config.belowPassword}
        <Button type="submit" size="block" disabled={form.busy}>
          {form.busy ? 'Logging in…' : 'Login'}
        </Button>
      </form>
    </AuthCard>
  );
}

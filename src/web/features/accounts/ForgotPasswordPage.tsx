/**
 * /users/forgot-password (docs/product.md sections 2, 4, 5, 8): step 1 asks for the email, step 2 takes the
 * code and the new password twice. Success shows a message and goes to login after 1.5 seconds.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { emailCodeRequestSchema, resetPasswordFormSchema } from '#shared/accounts';
import { OTP_LENGTH, RESET_REDIRECT_MS } from '#shared/constants';
import { paths } from '#shared/paths';
import { SubmitBlock } from '#web/components/form/SubmitBlock';
import { useZodForm } from '#web/components/form/use-zod-form';
import { AuthCard } from '#web/components/ui/AuthCard';
import { textLink } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { usePageTitle } from '#web/components/use-page-title';
import { errorText, requestResetCode, resetPassword } from './accounts-api';
import { NewPasswordFields } from './NewPasswordFields';

export function Component() {
  usePageTitle('Forgot password');
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [info, setInfo] = useState('');
  const [done, setDone] = useState('');
  const emailForm = useZodForm(emailCodeRequestSchema, { initial: { email: '' }, messageOf: errorText });
  const resetForm = useZodForm(resetPasswordFormSchema, {
    initial: { otp: '', password: '', confirmPassword: '' },
    messageOf: errorText,
  });
  const email = emailForm.values.email;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const sendCode = emailForm.submit(async (request) => {
    const { message } = await requestResetCode(request);
    setInfo(message);
    setStep(2);
  });
  const reset = resetForm.submit(async ({ otp, password }) => {
    const { message } = await resetPassword({ email, otp, password });
    setDone(message);
  });

  return (
    <AuthCard
      title="Forgot password"
      intro={
        step === 1
          ? 'Enter the email of your account and we will send you a code to choose a new password.'
          : `Step 2 of 2: enter the code sent to ${email} and your new password.`
      }
      footer={
        <Link to={paths.login} className={textLink}>
          Back to login
        </Link>
      }
    >
      {step === 1 ? (
        <form {...emailForm.formProps} onSubmit={sendCode} className="flex flex-col gap-4">
          <Notice tone="error">{emailForm.serverError}</Notice>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...emailForm.field('email')}
          />
          <SubmitBlock form={emailForm} label="Send code" busyLabel="Sending…" />
        </form>
      ) : (
        <form {...resetForm.formProps} onSubmit={reset} className="flex flex-col gap-4">
          <Notice tone="success">{done || (!resetForm.serverError && info)}</Notice>
          <Notice tone="error">{resetForm.serverError}</Notice>
          <TextField
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            {...resetForm.field('otp')}
          />
          <NewPasswordFields
            labels={['New password', 'Confirm new password']}
            password={resetForm.field('password')}
            confirmPassword={resetForm.field('confirmPassword')}
          />
          <SubmitBlock form={resetForm} label="Reset password" busyLabel="Saving…" disabled={Boolean(done)} />
          <button
            type="button"
            className={`${textLink} self-center text-sm`}
            onClick={() => {
              setStep(1);
              setInfo('');
              resetForm.setServerError('');
            }}
          >
            Use another email or send a new code
          </button>
        </form>
      )}
    </AuthCard>
  );
}

/** /admin/login (SPEC section 2): already signed in or a successful login goes to the products list. */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { adminLoginSchema } from '#shared/admin';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, logInAdmin, reasonOf, useAdmin } from './admin-api';
import { button, inputClass, labelClass } from './ui/styles';

type Field = 'userName' | 'password';

export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const { data: admin, isPending } = useAdmin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState({ userName: '', password: '' });
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (isPending) return <PageSpinner />;
  if (admin) return <Navigate to={paths.adminProducts} replace />;

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setInvalid((i) => ({ ...i, [field]: false }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminLoginSchema.safeParse(values);
    if (!parsed.success) {
      // As on the shopper login: an empty field gets a red border and nothing is sent.
      const flagged = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setInvalid({ userName: flagged.has('userName'), password: flagged.has('password') });
      return;
    }
    setBusy(true);
    setError('');
    try {
      const profile = await logInAdmin(parsed.data);
      queryClient.setQueryData(adminKeys.me, profile);
      navigate(paths.adminProducts, { replace: true });
    } catch (err) {
      setError(reasonOf(err));
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="rounded-lg border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-black tracking-tight">Admin Login</h1>
        <p className="mt-1 text-sm text-neutral-600">For the shop's administrators only.</p>
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          {error && (
            <div
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {error}
            </div>
          )}
          <div>
            <label htmlFor="admin-user" className={labelClass}>
              User name or email
            </label>
            <input
              id="admin-user"
              name="userName"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={values.userName}
              onChange={change('userName')}
              aria-invalid={invalid.userName || undefined}
              className={inputClass(invalid.userName)}
            />
          </div>
          <div>
            <label htmlFor="admin-password" className={labelClass}>
              Password
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              aria-invalid={invalid.password || undefined}
              className={inputClass(invalid.password)}
            />
          </div>
          <button type="submit" className={button('primary', 'lg')} disabled={busy}>
            {busy ? 'Logging in…' : 'Login'}
          </button>
        </form>
      </div>
    </section>
  );
}

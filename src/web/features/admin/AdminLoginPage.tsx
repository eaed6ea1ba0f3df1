/** /admin/login (docs/product.md section 2): the shared login form; signed in already or just now goes to the products list, or to set up two-step sign-in while it is due. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { AdminProfile } from '#shared/admin';
import type { TwoStepPending } from '#shared/two-step';
import { LoginForm } from '#web/components/form/LoginForm';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, logInAdmin, reasonOf, useAdmin } from './admin-api';
import { TwoStepCodeForm } from './TwoStepCodeForm';
import { landingAfterSignIn } from './use-can';

export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const { data: admin, isPending } = useAdmin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<TwoStepPending>();
  const signedIn = (profile: AdminProfile) => {
    queryClient.setQueryData(adminKeys.me, profile);
    navigate(landingAfterSignIn(profile), { replace: true });
  };

  if (isPending) return <PageSpinner />;
  if (admin) return <Navigate to={landingAfterSignIn(admin)} replace />;
  if (pending) return <TwoStepCodeForm onSignedIn={signedIn} pending={pending} />;

  return (
    <LoginForm
      config={{
        title: 'Admin Login',
        intro: "For the shop's administrators only.",
        idPrefix: 'admin',
        messageOf: reasonOf,
        async logIn(credentials) {
          const answer = await logInAdmin(credentials);
          if ('twoStep' in answer) setPending(answer);
          else signedIn(answer);
        },
      }}
    />
  );
}

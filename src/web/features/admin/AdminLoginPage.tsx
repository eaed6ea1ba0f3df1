/** /admin/login (docs/product.md section 2): the shared login form; signed in already or just now goes to the products list. */
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '#shared/paths';
import { LoginForm } from '#web/components/form/LoginForm';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, logInAdmin, reasonOf, useAdmin } from './admin-api';

export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const { data: admin, isPending } = useAdmin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (isPending) return <PageSpinner />;
  if (admin) return <Navigate to={paths.adminProducts} replace />;

  return (
    <LoginForm
      config={{
        title: 'Admin Login',
        intro: "For the shop's administrators only.",
        idPrefix: 'admin',
        messageOf: reasonOf,
        async logIn(credentials) {
          const profile = await logInAdmin(credentials);
          queryClient.setQueryData(adminKeys.me, profile);
          navigate(paths.adminProducts, { replace: true });
        },
      }}
    />
  );
}

/**
 * /admin/logout: as the shopper logout (docs/product.md sections 4 and 8), a 401 means already logged out,
 * other failures are only logged, and the admin data is cleared before going to /.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { ApiError } from '#web/lib/api';
import { adminKeys, logOutAdmin } from './admin-api';

export function AdminLogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logOutAdmin()
      .catch((err) => {
        if (!(err instanceof ApiError && err.status === 401)) console.error('admin logout failed', err);
      })
      .finally(() => {
        queryClient.setQueryData(adminKeys.me, null);
        queryClient.removeQueries({ queryKey: ['admin'], predicate: (q) => q.queryKey[1] !== 'me' });
        navigate(paths.home, { replace: true });
      });
  }, [queryClient, navigate]);

  return <PageSpinner />;
}

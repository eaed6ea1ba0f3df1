/**
 * /logout (docs/product.md sections 2, 4, 8): ends the session on the server, then clears what this browser
 * knows about the shopper and goes to /. A 401 means already logged out; other failures are only
 * logged, and the shopper is signed out here all the same.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { ApiError } from '#web/lib/api';
import { logOut } from './accounts-api';
import { currentUserKey } from './use-current-user';

export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logOut()
      .catch((err) => {
        if (!(err instanceof ApiError && err.status === 401)) console.error('logout failed', err);
      })
      .finally(() => {
        // Cart, orders and anything else cached belonged to the shopper who just left.
        queryClient.setQueryData(currentUserKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
        navigate(paths.home, { replace: true });
      });
  }, [queryClient, navigate]);

  return <PageSpinner />;
}

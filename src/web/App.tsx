/** The app as both renderers show it: the browser's (main.tsx) and the server's (ssr/entry-server.tsx). */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppRoutes } from './router';

export function App({ client, router }: { client: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>{router(<AppRoutes />)}</QueryClientProvider>
    </StrictMode>
  );
}

import './lib/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { queryClient } from './lib/query-client';
import { AppRoutes, preloadPage } from './router';
import './styles.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

// The first page's code comes first (the server names it in the HTML, so it is usually already
// on its way): the first render then shows the page itself, not a spinner and then the page.
preloadPage(window.location.pathname).then(render, render);

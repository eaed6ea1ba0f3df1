import './lib/zod-config';
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { PageScroll } from './components/PageScroll';
import { startAnalytics } from './lib/analytics';
import { endHydration } from './lib/initial-data';
import { createQueryClient } from './lib/query-client';
import { preloadPage } from './router';
import './styles.css';

const queryClient = createQueryClient();

/**
 * Renders nothing; its effect runs once the first render is committed, hydration included. The
 * page then says so on <html data-app-ready>: the browser journeys wait for it before they click.
 */
function FirstRenderDone() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

function start() {
  const container = document.getElementById('root')!;
  const app = (
    <App
      client={queryClient}
      router={(routes) => (
        <BrowserRouter>
          <PageScroll />
          {routes}
          <FirstRenderDone />
        </BrowserRouter>
      )}
    />
  );
  // A page the server rendered is hydrated (docs/decisions/023-server-rendering.md); the
  // shopper's own pages and the back office arrive as an empty shell and are rendered here.
  if (container.firstChild) {
    hydrateRoot(container, app, {
      // Named, so a page whose HTML and first render differ is easy to find in the console.
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  } else createRoot(container).render(app);
}

// The first page's code comes first (the server names it in the HTML, so it is usually already
// on its way): the first render then shows the page itself, not a spinner and then the page,
// and hydration meets the same tree the server rendered.
preloadPage(window.location.pathname).then(start, start);
// First-party analytics (BUSINESS.md section 16): a few bytes now, speed measured after load.
startAnalytics();

/**
 * The offers' badges as a chunk of their own (docs/decisions/020-lighter-pages.md): the server waits
 * for it, so the badge is in the HTML, and React leaves that HTML in place until the chunk arrives
 * after the page's own code. Cards place the badge over the photo, so nothing moves meanwhile.
 */
import { type ComponentProps, lazy, Suspense } from 'react';

const OfferBadges = lazy(() => import('./OfferBadges').then((module) => ({ default: module.OfferBadges })));

export function LazyOfferBadges(props: ComponentProps<typeof OfferBadges>) {
  return (
    <Suspense fallback={null}>
      <OfferBadges {...props} />
    </Suspense>
  );
}

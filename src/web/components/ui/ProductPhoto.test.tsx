import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductJson } from '#shared/catalog';
import { IMAGE_SIZES } from '#shared/images';
import { ProductCard } from '#web/features/catalog/ProductCard';
import { ProductGallery } from '#web/features/catalog/ProductGallery';
import { answersFrom, InitialDataContext } from '#web/lib/initial-data';

const id = (n: number) => String(n).repeat(64);
const url = (n: number) => `/images/${id(n)}.webp`;
const attr = (s: string) => s.replace(/&/g, '&amp;');

describe('storefront photos carry srcset and sizes', () => {
  it('a card: AVIF then WebP sources in every width, with the card sizes, and the original as fallback', () => {
    const product = {
      itemId: 'tee',
      name: 'Tee',
      price: 1,
      actualPrice: 2,
      image: url(1),
      colours: [],
    } as unknown as ProductJson;
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        {/* As the server renders it: the page's answers from context, none here. */}
        <InitialDataContext value={answersFrom({})}>
          <MemoryRouter>
            <ProductCard product={product} eager first />
          </MemoryRouter>
        </InitialDataContext>
      </QueryClientProvider>,
    );
    expect(html).toContain(
      `<source type="image/avif" srcSet="/images/${id(1)}-240.avif 240w, /images/${id(1)}-480.avif 480w, /images/${id(1)}-750.avif 750w" sizes="${attr(IMAGE_SIZES.card)}"/>`,
    );
    expect(html).toContain(`<source type="image/webp" srcSet="/images/${id(1)}-240.webp 240w,`);
    expect(html).toMatch(
      /<img src="\/images\/1{64}\.webp" alt="" width="600" height="750" loading="eager" fetchPriority="high"/,
    );
  });

  it('the product page: the main photo with the page sizes, thumbnails lazy', () => {
    const html = renderToStaticMarkup(
      <ProductGallery name="Tee" images={[url(1), url(2), url(3), url(4)]} />,
    );
    expect(html).toContain(`/images/${id(1)}-750.avif 750w" sizes="${attr(IMAGE_SIZES.product)}"`);
    expect(html).toContain(`/images/${id(2)}-240.avif 240w,`);
    expect(html).toContain(`sizes="${attr(IMAGE_SIZES.productThumb)}"`);
    expect(html).toMatch(
      /<img src="\/images\/1{64}\.webp" alt="Tee" width="600" height="750" fetchPriority="high"/,
    );
    expect(html).toMatch(/<img src="\/images\/2{64}\.webp" alt="" width="600" height="750" loading="lazy"/);
  });

  it('a photo that is not a stored original is shown as it is', () => {
    const html = renderToStaticMarkup(<ProductGallery name="Tee" images={['data:image/webp;base64,AA']} />);
    expect(html).not.toContain('<source');
  });
});

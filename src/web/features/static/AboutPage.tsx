import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { StaticPageLayout } from './StaticPageLayout';

export function Component() {
  return (
    <StaticPageLayout title="About Us" intro="Oversized is a small Indian label making roomy, honest basics.">
      <p>
        We started Oversized with a simple idea: the relaxed, dropped-shoulder fits we loved should not cost a
        fortune or fall apart after a few washes. So we make tees, hoodies and sweatshirts in heavyweight
        cotton, cut generously, and price them fairly.
      </p>
      <h2>Made in India for the world</h2>
      <p>
        Every piece is knitted, dyed, cut and stitched in India, working with family-run units in Tiruppur and
        Ludhiana that we visit and know by name. Our fabrics are bio-washed and pre-shrunk, so the fit you buy
        is the fit you keep.
      </p>
      <h2>What we stand for</h2>
      <ul>
        <li>Heavyweight fabrics: 240 GSM tees, 320 GSM sweatshirts, 380 GSM hoodies.</li>
        <li>Fair prices, with cash on delivery all over India.</li>
        <li>Small batches, so less ends up unsold.</li>
      </ul>
      <p>
        Have a look at our <Link to={paths.products}>products</Link>, or{' '}
        <Link to={paths.contactUs}>say hello</Link>.
      </p>
    </StaticPageLayout>
  );
}

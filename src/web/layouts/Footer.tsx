import { Link } from 'react-router';
import { paths } from '#shared/paths';

const policyLinks = [
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.contactUs, label: 'Contact Us' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.privacyNotice, label: 'Privacy notice and complaints' },
  { to: paths.termsConditions, label: 'Terms & Conditions' },
  { to: paths.refundPolicy, label: 'Refund Policy' },
  { to: paths.shippingDelivery, label: 'Shipping & Delivery' },
];

export function Footer() {
  return (
    <footer className="mt-12 border-t border-neutral-200 bg-neutral-950 text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-black tracking-widest text-white">OVERSIZED</p>
          <p className="mt-2 text-sm">
            Oversized tees, hoodies and sweatshirts. Made in India for the world.
          </p>
        </div>
        <nav aria-label="Shop information">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p>Cash on delivery available. Delivery all over India.</p>
          <p className="mt-2">© {new Date().getFullYear()} Oversized. All prices in ₹, inclusive of taxes.</p>
        </div>
      </div>
    </footer>
  );
}

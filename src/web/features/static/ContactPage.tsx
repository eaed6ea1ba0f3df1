import { Mail, MapPin, Phone } from 'lucide-react';
import { StaticPageLayout, SUPPORT_EMAIL, SUPPORT_PHONE } from './StaticPageLayout';

export function Component() {
  return (
    <StaticPageLayout
      title="Contact Us"
      intro="Questions about sizing, an order or a refund? We are happy to help."
    >
      <ul className="!list-none !pl-0 grid gap-4 sm:grid-cols-3">
        <ContactCard icon={<Mail aria-hidden="true" size={20} />} title="Email">
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          <span className="block text-sm text-neutral-600">Replies within one business day</span>
        </ContactCard>
        <ContactCard icon={<Phone aria-hidden="true" size={20} />} title="Phone">
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
          <span className="block text-sm text-neutral-600">Monday to Saturday, 10 am to 6 pm IST</span>
        </ContactCard>
        <ContactCard icon={<MapPin aria-hidden="true" size={20} />} title="Studio">
          <address className="not-italic">
            Oversized Apparel
            <br />
            2nd Floor, 14 Hosur Road
            <br />
            Koramangala, Bengaluru 560034
          </address>
        </ContactCard>
      </ul>
      <h2>Before you write</h2>
      <p>
        Keep your order number handy: it is in your confirmation email and on your Orders page, and it helps
        us answer faster.
      </p>
    </StaticPageLayout>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="!mt-0 rounded-xl border border-neutral-200 p-5">
      <p className="flex items-center gap-2 font-bold">
        {icon}
        {title}
      </p>
      <div className="mt-2 break-words">{children}</div>
    </li>
  );
}

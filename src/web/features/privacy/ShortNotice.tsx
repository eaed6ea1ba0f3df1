/**
 * The short notice shown wherever personal data is taken (sign-up, checkout, notify-me; BUSINESS.md
 * section 14): what is taken and why, how to withdraw, use one's rights and complain, linking to
 * the full notice in English and Hindi. Its version is the one the ledger records.
 */
import { Link } from 'react-router';
import { paths } from '#shared/paths';

export function ShortNotice({
  takes,
  purpose,
  version,
}: {
  takes: string;
  purpose: string;
  version: string;
}) {
  return (
    <p className="text-sm text-neutral-600" data-notice-version={version}>
      We take {takes} {purpose}. Consent for messages is yours to give and withdraw at any time in your
      profile; you can download, correct or erase your data there, or complain to our Grievance Officer and
      the Data Protection Board. <Link to={paths.privacyNotice}>Privacy notice</Link> ·{' '}
      <Link to={paths.privacyNoticeHindi} lang="hi">
        हिंदी में
      </Link>
    </p>
  );
}

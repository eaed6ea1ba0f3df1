/**
 * The full privacy notice at /privacy (English) and /privacy/hi (Hindi), rendered on the server
 * (BUSINESS.md section 14): what is taken and why, consent and its withdrawal, rights, retention,
 * the Grievance Officer from the privacy settings, the complaint form and the Board.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { paths } from '#shared/paths';
import { PRIVACY_NOTICE_URL, type PrivacyNoticeJson } from '#shared/privacy';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';
import { StaticPageLayout } from '../static/StaticPageLayout';
import { GrievanceForm } from './GrievanceForm';
import { NOTICE_TEXT } from './notice-text';

export function Component() {
  const hindi = useLocation().pathname === paths.privacyNoticeHindi;
  const text = NOTICE_TEXT[hindi ? 'hi' : 'en'];
  const initial = useInitialAnswers();
  const notice = useQuery({
    queryKey: ['privacy-notice'],
    queryFn: ({ signal }) => api<PrivacyNoticeJson>(PRIVACY_NOTICE_URL, { signal }),
    initialData: () => initial<PrivacyNoticeJson>(PRIVACY_NOTICE_URL),
  });
  const officer = notice.data?.officer;
  return (
    <div lang={hindi ? 'hi' : 'en'}>
      <StaticPageLayout
        title={text.title}
        updated={notice.data ? `version ${notice.data.version}` : undefined}
        intro={text.intro}
      >
        <p>
          {hindi ? (
            <Link to={paths.privacyNotice} lang="en">
              Read in English
            </Link>
          ) : (
            <Link to={paths.privacyNoticeHindi} lang="hi">
              हिंदी में पढ़ें
            </Link>
          )}
        </p>
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <h2>{text.officer}</h2>
        {officer?.name ? (
          <p>
            {officer.name}
            {officer.email && (
              <>
                {' · '}
                <a href={`mailto:${officer.email}`}>{officer.email}</a>
              </>
            )}
            {officer.phone && <> · {officer.phone}</>}
          </p>
        ) : (
          <p>{hindi ? 'नीचे दिए फ़ॉर्म से लिखें।' : 'Write to us with the form below.'}</p>
        )}
        <GrievanceForm hindi={hindi} />
        <p>{text.board}</p>
      </StaticPageLayout>
    </div>
  );
}

/** The frame every policy and information page shares: title, optional date, readable prose. */
import { PageTitle } from '#web/components/PageHead';

export const SUPPORT_EMAIL = 'support@oversized.in';
export const SUPPORT_PHONE = '+91 80 4718 2290';

export function StaticPageLayout({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  /** "Last updated" date shown under the title, for policies. */
  updated?: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle title={title} />
      <header className="border-b border-neutral-200 pb-6">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
        {updated && <p className="mt-2 text-sm text-neutral-600">Last updated: {updated}</p>}
        {intro && <div className="mt-4 text-lg text-neutral-700">{intro}</div>}
      </header>
      <div className="mt-8 space-y-4 leading-relaxed text-neutral-800 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-neutral-950 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

export function SupportEmail() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}

/** /admin/passkeys: the signed-in member's own passkeys (PasskeysSection), open to every role. */
import { PageHeading } from '#web/components/ui/PageHeading';
import { usePageTitle } from '#web/components/use-page-title';
import { PasskeysSection } from './PasskeysSection';

export function PasskeysPage() {
  usePageTitle('Passkeys');
  return (
    <section className="mx-auto grid max-w-3xl gap-2 px-4 py-8">
      <PageHeading title="Passkeys" />
      <PasskeysSection />
    </section>
  );
}

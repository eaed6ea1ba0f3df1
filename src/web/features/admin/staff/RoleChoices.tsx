/** The five roles as checkboxes, each with what it allows in a line (BUSINESS.md section 15). */
import { ROLE_LABELS, ROLES, type Role } from '#shared/permissions';
import { Checkbox } from '#web/components/ui/Checkbox';

/** What each role is for, in the words of BUSINESS.md section 15. */
export const ROLE_HINTS: Record<Role, string> = {
  owner: 'Everything, staff and settings included',
  operations: 'Orders, dispatch and shipping, returns received, stock',
  support: 'Orders, address changes, cancellations, return decisions, reviews, complaints',
  catalogue: 'Products, styles, collections, offers, size guides, stock',
  accounts: 'Invoices, credit notes, GST export, refunds',
};

export function RoleChoices({
  legend,
  chosen,
  onChange,
  error,
  hints = true,
}: {
  legend: string;
  chosen: readonly string[];
  onChange: (roles: string[]) => void;
  error?: string;
  hints?: boolean;
}) {
  const toggle = (role: Role, on: boolean) =>
    onChange(on ? ROLES.filter((r) => r === role || chosen.includes(r)) : chosen.filter((r) => r !== role));
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-neutral-800">{legend}</legend>
      <div className={`grid gap-2 ${hints ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3'}`}>
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            label={ROLE_LABELS[role]}
            hint={hints ? ROLE_HINTS[role] : undefined}
            checked={chosen.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
        ))}
      </div>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

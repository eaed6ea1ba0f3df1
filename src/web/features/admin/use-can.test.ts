/** The member's permissions as the pages read them, and where a sign-in lands (BUSINESS.md 15). */
import { describe, expect, it } from 'vitest';
import { paths } from '#shared/paths';
import { allows, landingAfterSignIn } from './use-can';

describe('allows', () => {
  const packer = { permissions: ['orders.read', 'orders.dispatch', 'returns.receive'] };

  it('allows what the profile lists and nothing else', () => {
    expect(allows(packer, 'orders.dispatch')).toBe(true);
    expect(allows(packer, 'refunds.issue')).toBe(false);
    expect(allows(packer, 'orders.export')).toBe(false);
  });

  it('allows nothing while the profile is loading or signed out', () => {
    expect(allows(undefined, 'orders.read')).toBe(false);
    expect(allows(null, 'orders.read')).toBe(false);
  });
});

describe('landingAfterSignIn', () => {
  it('sends a member whose two-step sign-in is due to its set-up', () => {
    expect(landingAfterSignIn({ twoStepDue: true })).toBe(paths.adminTwoStep);
  });

  it('sends everyone else to the products list', () => {
    expect(landingAfterSignIn({ twoStepDue: false })).toBe(paths.adminProducts);
  });
});

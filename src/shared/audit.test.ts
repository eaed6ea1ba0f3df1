/** How an audit entry reads (BUSINESS.md section 15): when in India's time, what in words. */
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditDetails, auditTime } from './audit';

describe('auditTime', () => {
  it("shows India's time whatever the browser's zone", () => {
    // 14:00 UTC is 7:30 pm in India.
    expect(auditTime('2026-11-27T14:00:00.000Z')).toMatch(/27 Nov 2026, 7:30\s?pm IST/i);
  });
});

describe('auditActionLabel', () => {
  it('names known actions in words and shows an unknown one as stored', () => {
    expect(auditActionLabel('staff.invited')).toBe('Invited a staff member');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });
});

describe('auditDetails', () => {
  it('reads a change of roles as before and after in words', () => {
    const data = { memberId: 4, email: 'packer@shop.in', before: ['support'], after: ['operations'] };
    expect(auditDetails(data)).toBe('packer@shop.in · was Support · now Operations');
  });

  it('names a member by email when only their id was kept', () => {
    expect(auditDetails({ memberId: 4 }, (id) => (id === 4 ? 'packer@shop.in' : undefined))).toBe(
      'packer@shop.in',
    );
    expect(auditDetails({ memberId: 9 })).toBe('member 9');
  });

  it('leaves out long and nested values', () => {
    expect(auditDetails({ itemId: 'OS-1', note: 'x'.repeat(81), changes: { price: 1 } })).toBe(
      'itemId: OS-1',
    );
    expect(auditDetails(null)).toBe('');
  });
});

/**
 * The returns queue's card says what became of the courier's pickup (docs/product.md, "Shipping"):
 * who booked it and the AWB, or why the courier service refused it, with "Book pickup again".
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReturnJson, ReturnPickupJson } from '#shared/after-order';
import type { Can } from '../use-can';
import { ReturnCard } from './ReturnCard';

const approved = (pickup: ReturnPickupJson | null): ReturnJson => ({
  returnId: 'RET-1',
  orderId: 'ORD-1',
  userName: 'asha',
  status: 'approved',
  resolution: 'refund',
  reason: 'too_small',
  note: '',
  rejectReason: null,
  restocked: null,
  refunded: null,
  refundReference: null,
  refundTo: null,
  payout: null,
  refundable: 949,
  paymentMethod: 'online',
  exchangeOrderId: null,
  pickup,
  lines: [],
  createdAt: '2026-11-20T10:00:00.000Z',
});

const everything: Can = () => true;

const renderCard = (item: ReturnJson, can: Can = everything) =>
  renderToStaticMarkup(
    // The card links the order id to the orders list.
    <MemoryRouter>
      <ReturnCard item={item} busy={false} act={() => {}} can={can} />
    </MemoryRouter>,
  );
const render = (pickup: ReturnPickupJson | null) => renderCard(approved(pickup));

describe('a return card', () => {
  it('names the courier, the AWB and the fee kept from the refund of a booked pickup', () => {
    const html = render({
      state: 'booked',
      courier: 'Delhivery',
      awb: 'AWB123',
      trackingUrl: 'https://track.example/AWB123',
      fee: 50,
    });
    expect(html).toContain('Pickup booked with Delhivery (AWB AWB123); ₹50 pickup fee kept from the refund.');
    expect(html).toContain('href="https://track.example/AWB123"');
    expect(html).not.toContain('Book pickup again');
  });

  it('says why the courier service refused, and offers to book again', () => {
    const html = render({
      state: 'failed',
      reason: 'The courier service did not book the pickup: Pincode not serviceable.',
    });
    expect(html).toContain(
      'The courier service did not book the pickup: Pincode not serviceable. Book it again, or arrange the pickup by hand.',
    );
    expect(html).toContain('Book pickup again');
  });

  it('says nothing of a pickup when none was asked for', () => {
    const html = render(null);
    expect(html).not.toContain('ickup');
  });

  it('offers each step only to a member whose roles allow it (BUSINESS.md section 15)', () => {
    const received: ReturnJson = { ...approved(null), status: 'received' };
    const packer: Can = (permission) => ['returns.read', 'returns.receive'].includes(permission);
    expect(renderCard(received)).toContain('>Refund</button>');
    expect(renderCard(received, packer)).not.toContain('Refund</button>');
    expect(renderCard(approved(null), packer)).toContain('Mark received');
    const requested: ReturnJson = { ...approved(null), status: 'requested' };
    expect(renderCard(requested)).toContain('Approve');
    expect(renderCard(requested, packer)).not.toContain('Approve');
    const accounts: Can = (permission) => ['returns.read', 'refunds.issue'].includes(permission);
    expect(renderCard(approved(null), accounts)).not.toContain('Mark received');
  });
});

/** The sandbox's labels (docs/product.md, "Shipping"): one 4 x 6 inch page per parcel, marked as a test, in one PDF. */
import { describe, expect, it } from 'vitest';
import { readPdf } from '#tests/support/pdf-text';
import { sandboxLabelsPdf } from './label-pdf';

const address = {
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.in',
  line1: '12 MG Road',
  line2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

describe('sandbox labels', () => {
  it('prints a selection as one PDF, a 4 x 6 inch page per parcel, with the cash to collect', async () => {
    const pdf = await readPdf(
      await sandboxLabelsPdf([
        {
          reference: 'ORD-A1',
          providerShipmentId: 'S1',
          awb: 'TESTF1',
          courier: 'Sandbox Courier (test)',
          address,
          codAmountPaise: 99_900,
          weightGrams: 300,
        },
        {
          reference: 'ORD-B2',
          providerShipmentId: 'S2',
          awb: 'TESTF2',
          courier: 'Sandbox Courier (test)',
          address,
          codAmountPaise: 0,
          weightGrams: 1200,
        },
      ]),
    );
    expect(pdf.pages.map((page) => [page.width, page.height])).toEqual([
      [288, 432],
      [288, 432],
    ]);
    expect(pdf.pageText(1)).toContain('TEST LABEL');
    expect(pdf.pageText(1)).toContain('AWB TESTF1');
    expect(pdf.pageText(1)).toContain('COLLECT CASH ₹999');
    expect(pdf.pageText(1)).toContain('Order ORD-A1');
    expect(pdf.pageText(2)).toContain('PREPAID: collect nothing');
    expect(pdf.pageText(2)).toContain('Weight 1.20 kg');
  });
});

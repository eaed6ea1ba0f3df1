/** The PDF base: a document with a table and the rupee sign reads back as text. */
import { describe, expect, it } from 'vitest';
import { readPdf } from '#tests/support/pdf-text';
import { createPdf, pdfBytes, rule, table, twoColumns, write } from './index';

describe('PDF base', () => {
  it('writes an A4 page whose text, rupee sign included, reads back', async () => {
    const doc = await createPdf({ title: 'Sample', author: 'Oversized' });
    write(doc, 'Sample document', { bold: true, size: 14, align: 'center' });
    rule(doc);
    twoColumns(doc, { title: 'From', lines: ['Shop', 'Pune'] }, { title: 'To', lines: ['Asha', 'Delhi'] });
    table(doc, {
      columns: [
        { header: 'Item', width: 3 },
        { header: 'Price', width: 1, align: 'right' },
      ],
      rows: Array.from({ length: 80 }, (_, i) => [`Tee number ${i + 1}`, '₹1,299.00']),
      footer: [['Total', '₹1,03,920.00']],
    });
    const bytes = await pdfBytes(doc);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain('Sample document');
    expect(pdf.text).toContain('₹1,03,920.00');
    expect(pdf.text).toMatch(/Tee number 80\s+₹1,299\.00/);
    // A4 in points, and the 80 rows run onto a second page.
    expect(pdf.pages[0]).toMatchObject({ width: 595.28, height: 841.89 });
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
  });
});

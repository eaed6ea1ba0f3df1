/** The PDF base: a document with a table and the rupee sign reads back as text (pdftotext). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPdf, pdfBytes, rule, table, twoColumns, write } from './index';

describe('PDF base', () => {
  it('writes an A4 page whose text, rupee sign included, reads back', async () => {
    const doc = createPdf({ title: 'Sample', author: 'Oversized' });
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
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
    const file = path.join(dir, 'sample.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Sample document');
    expect(text).toContain('₹1,03,920.00');
    expect(text).toContain('Tee number 80');
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+[2-9]/);
  });
});

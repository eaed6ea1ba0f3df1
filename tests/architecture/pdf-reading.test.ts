/**
 * `npm install && npm test` needs nothing from the system but Chromium (docs/decisions/014): PDFs
 * are read back in JavaScript, with no program on the PATH, and CI installs only the browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf-text';

const root = path.resolve(import.meta.dirname, '../..');
const savedPath = process.env.PATH;

function onePagePdf(text: string): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.text(text);
    doc.end();
  });
}

describe('reading PDFs in the tests', () => {
  afterEach(() => {
    process.env.PATH = savedPath;
  });

  it('reads a PDF back with no program on the PATH', async () => {
    const bytes = await onePagePdf('Tax Invoice OS/2627/000123');
    process.env.PATH = '';
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('Tax Invoice OS/2627/000123');
  });

  it('has CI install Chromium and no other system package', () => {
    const installs = readFileSync(path.join(root, '.ci/run'), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#') && /apt-get install/.test(line));
    expect(
      installs.map((line) => line.replace(/.*apt-get install (-\S+ )*/, '').replace(/\s*>.*$/, '')),
    ).toEqual(['chromium']);
  });
});

/**
 * The shop's printable documents start here: an A4 page in DejaVu Sans (bundled in ./fonts under
 * its licence, because the PDF standard fonts have no rupee sign), with a few text helpers.
 * pdfkit is the library; docs/decisions/014-gst-invoices.md says why.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverFile } from '#server/project-root';

export type Pdf = PDFKit.PDFDocument;

const fontsDir = serverFile('pdf/fonts');

/**
 * pdfkit and the fonts, loaded by the first document rather than at start-up: loading pdfkit
 * costs about 0.2 s of a start that prints nothing (docs/decisions/029-start-up.md). The fonts
 * are read once per process: each document embeds only the glyphs it uses (pdfkit subsets).
 */
let library: Promise<{ PDFDocument: typeof import('pdfkit'); fonts: Record<'regular' | 'bold', Buffer> }>;
function loadLibrary() {
  library ??= import('pdfkit').then(({ default: PDFDocument }) => ({
    PDFDocument,
    fonts: {
      regular: readFileSync(path.join(fontsDir, 'DejaVuSans.ttf')),
      bold: readFileSync(path.join(fontsDir, 'DejaVuSans-Bold.ttf')),
    },
  }));
  return library;
}

/** A4 in points with 15 mm margins: wide enough for a ten-column table, safe for any printer. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export interface PdfInfo {
  title: string;
  author: string;
  subject?: string;
  /** Another page size in points (a 4 x 6 inch shipping label is [288, 432]); A4 by default. */
  size?: [number, number];
  margin?: number;
}

export async function createPdf(info: PdfInfo): Promise<Pdf> {
  const { PDFDocument, fonts } = await loadLibrary();
  const doc = new PDFDocument({
    size: info.size ?? 'A4',
    margin: info.margin ?? PAGE.margin,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject ?? info.title },
    lang: 'en-IN',
    displayTitle: true,
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fontSize(9).fillColor('#000000');
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Writes text at the cursor in the given weight and size, then restores the body style. */
export function write(
  doc: Pdf,
  text: string,
  options: { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center'; width?: number } = {},
): Pdf {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 9)
    .text(text, { align: options.align ?? 'left', width: options.width ?? CONTENT_WIDTH });
  return doc.font('regular').fontSize(9);
}

/** A thin rule across the content width at the cursor, with a little space around it. */
export function rule(doc: Pdf, gap = 6): Pdf {
  doc.moveDown(gap / 12);
  const y = doc.y;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor('#555555')
    .stroke();
  doc.y = y + gap;
  doc.x = PAGE.margin;
  return doc;
}

/**
 * Two blocks side by side (for example the seller and the buyer), each a title and its lines;
 * the cursor ends below the taller one.
 */
export function twoColumns(
  doc: Pdf,
  left: { title: string; lines: string[] },
  right: { title: string; lines: string[] },
): Pdf {
  const top = doc.y;
  const width = CONTENT_WIDTH / 2 - 10;
  const block = (x: number, content: { title: string; lines: string[] }) => {
    doc.x = x;
    doc.y = top;
    doc.font('bold').fontSize(9).text(content.title, x, top, { width });
    doc.font('regular');
    for (const line of content.lines) doc.text(line, x, doc.y, { width });
    return doc.y;
  };
  const bottom = Math.max(block(PAGE.margin, left), block(PAGE.margin + CONTENT_WIDTH / 2 + 10, right));
  doc.x = PAGE.margin;
  doc.y = bottom;
  return doc;
}

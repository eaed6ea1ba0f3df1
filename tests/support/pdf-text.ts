/**
 * Reads a PDF the shop wrote back as text, line by line as a person sees the page, in plain
 * JavaScript (unpdf, docs/decisions/014-gst-invoices.md): no system program needed. Pieces of
 * text at the same height make one line, left to right, with spaces standing for the gaps
 * between them, so a table row reads "Acid Wash Tee   M   6109   1 ...".
 */
import { getDocumentProxy } from 'unpdf';

export interface PdfPage {
  width: number;
  height: number;
  /** The page's lines, top to bottom. */
  lines: string[];
  text: string;
}

export interface PdfText {
  pages: PdfPage[];
  /** Every page's text, page after page. */
  text: string;
  /** The page's text, from 1. */
  pageText(page: number): string;
}

interface Piece {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Pieces whose baselines are this close (in points) are on one line. */
const SAME_LINE = 1.5;

function linesOf(pieces: Piece[]): string[] {
  const rows: Piece[][] = [];
  const byHeight = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  for (const piece of byHeight) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - piece.y) <= SAME_LINE) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    let line = '';
    let end: number | undefined;
    for (const piece of row.sort((a, b) => a.x - b.x)) {
      const gap = end === undefined ? 0 : piece.x - end;
      // About one space per half an em of gap, and at least one between separate pieces.
      if (end !== undefined && gap > 0.5) line += ' '.repeat(Math.max(1, Math.round(gap / (piece.size / 2))));
      line += piece.str;
      end = piece.x + piece.width;
    }
    return line.trimEnd();
  });
}

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [left, bottom, right, top] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const pieces: Piece[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [a, , , d, x, y] = item.transform as number[];
      pieces.push({ str: item.str, x: x!, y: y!, width: item.width, size: Math.abs(d! || a!) });
    }
    const lines = linesOf(pieces);
    pages.push({ width: right - left, height: top - bottom, lines, text: `${lines.join('\n')}\n` });
  }
  await document.destroy();
  return {
    pages,
    text: pages.map((page) => page.text).join('\f'),
    pageText: (page) => pages[page - 1]!.text,
  };
}

/**
 * A ruled table for PDF documents: a bold header row, cells that wrap within their column, rows
 * that never split across pages, and the header repeated on each new page.
 *
 * Cells wrap between words only: a column is never narrower than the widest word in it (a
 * heading word, an 8-digit HSN code, ₹9,99,999.00), because pdfkit would break such a word in
 * the middle ("Discoun" / "t"). Columns take their share of the width where they can; what the
 * others need comes out of the shares of the rest. When even the widest words do not fit side by
 * side, the table's type gets smaller, down to MIN_FONT_SIZE.
 */
import { CONTENT_WIDTH, PAGE, type Pdf } from './document';

export interface Column {
  header: string;
  /**
   * Share of the content width; the shares of a table's columns are scaled to fill it. A column
   * with share 0 is as wide as its widest word and no wider.
   */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  columns: Column[];
  rows: string[][];
  /** Rows drawn in bold after the body, such as totals. */
  footer?: string[][];
  /** The largest size the table's type may have; smaller when the words need it. */
  fontSize?: number;
}

const PADDING = 3;
const MIN_FONT_SIZE = 6;

/** The widest word of each column, heading and footer in bold, padding included. */
function widestWords(doc: Pdf, options: TableOptions, fontSize: number): number[] {
  const widest = options.columns.map(() => 0);
  const measure = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(fontSize);
    cells.forEach((cell, i) => {
      for (const word of cell.split(/\s+/)) widest[i] = Math.max(widest[i]!, doc.widthOfString(word));
    });
  };
  measure(
    options.columns.map((column) => column.header),
    true,
  );
  for (const row of options.rows) measure(row, false);
  for (const row of options.footer ?? []) measure(row, true);
  // A hair over the measure: pdfkit wraps a word that fills its width exactly.
  return widest.map((width) => width + 2 * PADDING + 0.5);
}

/** Widths by share, each at least its minimum; undefined when the minimums alone overflow. */
function fitWidths(shares: number[], minimums: number[]): number[] | undefined {
  if (minimums.reduce((a, b) => a + b, 0) > CONTENT_WIDTH) return undefined;
  const fixed = new Set<number>();
  for (;;) {
    const room = CONTENT_WIDTH - [...fixed].reduce((sum, i) => sum + minimums[i]!, 0);
    const share = shares.reduce((sum, s, i) => (fixed.has(i) ? sum : sum + s), 0);
    const widths = shares.map((s, i) => (fixed.has(i) ? minimums[i]! : share > 0 ? (s / share) * room : 0));
    const short = widths.map((w, i) => (!fixed.has(i) && w < minimums[i]! ? i : -1)).filter((i) => i >= 0);
    if (short.length === 0) {
      // Space no share claims (every flexible column fixed) goes to the first column with a share.
      const spare = CONTENT_WIDTH - widths.reduce((a, b) => a + b, 0);
      const taker = shares.findIndex((s) => s > 0);
      if (spare > 0.01 && taker >= 0) widths[taker]! += spare;
      return widths;
    }
    for (const i of short) fixed.add(i);
  }
}

function layout(doc: Pdf, options: TableOptions): { widths: number[]; fontSize: number } {
  const shares = options.columns.map((column) => column.width);
  for (let fontSize = options.fontSize ?? 8; fontSize >= MIN_FONT_SIZE; fontSize -= 0.5) {
    const widths = fitWidths(shares, widestWords(doc, options, fontSize));
    if (widths) return { widths, fontSize };
  }
  const total = shares.reduce((a, b) => a + b, 0);
  return { widths: shares.map((s) => (s / total) * CONTENT_WIDTH), fontSize: MIN_FONT_SIZE };
}

export function table(doc: Pdf, options: TableOptions): Pdf {
  const { widths, fontSize } = layout(doc, options);
  const xs = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const heightOf = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(fontSize);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * PADDING }))) +
      2 * PADDING
    );
  };

  const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
    const height = heightOf(cells, bold);
    if (doc.y + height > PAGE.height - PAGE.margin) {
      doc.addPage();
      if (!shade)
        drawRow(
          options.columns.map((column) => column.header),
          true,
          true,
        );
    }
    const top = doc.y;
    if (shade) doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill('#eeeeee');
    doc
      .fillColor('#000000')
      .font(bold ? 'bold' : 'regular')
      .fontSize(fontSize);
    cells.forEach((cell, i) => {
      doc.text(cell, xs[i]! + PADDING, top + PADDING, {
        width: widths[i]! - 2 * PADDING,
        align: options.columns[i]!.align ?? 'left',
      });
    });
    doc.lineWidth(0.5).strokeColor('#555555').rect(PAGE.margin, top, CONTENT_WIDTH, height).stroke();
    for (const x of xs.slice(1)) {
      doc
        .moveTo(x, top)
        .lineTo(x, top + height)
        .stroke();
    }
    doc.x = PAGE.margin;
    doc.y = top + height;
  };

  drawRow(
    options.columns.map((column) => column.header),
    true,
    true,
  );
  for (const row of options.rows) drawRow(row, false, false);
  for (const row of options.footer ?? []) drawRow(row, true, false);
  doc.font('regular').fontSize(9);
  return doc;
}

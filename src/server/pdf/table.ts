/**
 * A ruled table for PDF documents: a bold header row, cells that wrap within their column, rows
 * that never split across pages, and the header repeated on each new page.
 */
import { CONTENT_WIDTH, PAGE, type Pdf } from './document';

export interface Column {
  header: string;
  /** Share of the content width; the shares of a table's columns are scaled to fill it. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  columns: Column[];
  rows: string[][];
  /** Rows drawn in bold after the body, such as totals. */
  footer?: string[][];
  fontSize?: number;
}

const PADDING = 3;

export function table(doc: Pdf, options: TableOptions): Pdf {
  const fontSize = options.fontSize ?? 8;
  const share = options.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = options.columns.map((column) => (column.width / share) * CONTENT_WIDTH);
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

/**
 * CSV as spreadsheets read and write it (RFC 4180): the back office's order export and bulk
 * dispatch (docs/product.md section 15, docs/decisions/015-back-office-orders.md).
 */

/** Excel reads a UTF-8 file as UTF-8 (₹, Devanagari names) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell: quoted when it holds a comma, a quote or a line break, quotes doubled. A cell a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return before
 * one) gets a leading apostrophe, so a shopper's name cannot become a formula in the owner's
 * spreadsheet (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended with CRLF as RFC 4180 and Excel expect. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export interface CsvRecord {
  /** The file line the record starts on, counting from 1. */
  line: number;
  cells: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

/**
 * Reads CSV text into records, each with the line it starts on. Blank lines are skipped. A quote
 * left open swallows the rest of the file, so it is reported against the line where it opened and
 * reading stops there; the records before it stand.
 */
export function parseCsv(text: string): { records: CsvRecord[]; problem?: CsvProblem } {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let endOfRecord = false;
    while (!endOfRecord) {
      if (source[i] === '"' && cell.trim() === '') {
        // A quoted cell: runs to the closing quote; "" inside is one quote.
        cell = '';
        i++;
        let closed = false;
        while (i < source.length) {
          const char = source[i]!;
          if (char === '"') {
            if (source[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            closed = true;
            i++;
            break;
          }
          if (char === '\n') line++;
          cell += char;
          i++;
        }
        if (!closed) {
          return {
            records,
            problem: { line: start, message: `Line ${start}: a quote is opened and never closed.` },
          };
        }
        // Anything between the closing quote and the separator is kept, as spreadsheets do.
        while (i < source.length && source[i] !== ',' && source[i] !== '\n' && source[i] !== '\r') {
          cell += source[i];
          i++;
        }
      }
      const char = source[i];
      if (char === undefined) {
        cells.push(cell);
        endOfRecord = true;
      } else if (char === ',') {
        cells.push(cell);
        cell = '';
        i++;
      } else if (char === '\r' || char === '\n') {
        cells.push(cell);
        i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
        line++;
        endOfRecord = true;
      } else {
        cell += char;
        i++;
      }
    }
    if (cells.some((value) => value.trim() !== '')) records.push({ line: start, cells });
  }
  return { records };
}

/** CSV cells as spreadsheets read them, formula-safe; and reading a file back with its line numbers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseCsv, UTF8_BOM } from './csv';

describe('csv', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Numbers we write ourselves (amounts) are left alone.
    expect(csvCell(-5)).toBe('-5');
  });

  it('reads records with the line each starts on, quotes, blank lines and a BOM', () => {
    const text = `${UTF8_BOM}id,courier,tracking\r\nA1,"Blue Dart","x,y"\n\nA2,"multi\nline",T2\nA3,"say ""hi""",T3`;
    expect(parseCsv(text)).toEqual({
      records: [
        { line: 1, cells: ['id', 'courier', 'tracking'] },
        { line: 2, cells: ['A1', 'Blue Dart', 'x,y'] },
        { line: 4, cells: ['A2', 'multi\nline', 'T2'] },
        { line: 6, cells: ['A3', 'say "hi"', 'T3'] },
      ],
    });
  });

  it('names the line of a quote left open, keeping the records before it', () => {
    expect(parseCsv('A1,DTDC,T1\nA2,"DTDC,T2\nA3,DTDC,T3\n')).toEqual({
      records: [{ line: 1, cells: ['A1', 'DTDC', 'T1'] }],
      problem: { line: 2, message: 'Line 2: a quote is opened and never closed.' },
    });
  });

  it('reads back what it writes (property)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '₹', 'x') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const kept = rows.filter((cells) => cells.some((value) => value.trim() !== ''));
          const parsed = parseCsv(rows.map(csvLine).join(''));
          expect(parsed.problem).toBeUndefined();
          expect(parsed.records.map((record) => record.cells)).toEqual(kept);
        },
      ),
    );
  });
});

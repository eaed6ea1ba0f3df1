/** The stored zip opens with the system's unzip and gives back each file byte for byte. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedZip } from './zip';

describe('storedZip', () => {
  it('writes an archive unzip tests clean and extracts exactly', () => {
    const files = [
      { name: 'b2cs.csv', data: Buffer.from('Type,Place Of Supply\nOE,27-Maharashtra\n') },
      { name: 'hsn.csv', data: Buffer.from('HSN,₹\n6109,1.00\n') },
      { name: 'empty.csv', data: Buffer.alloc(0) },
    ];
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-'));
    const file = path.join(dir, 'export.zip');
    writeFileSync(file, storedZip(files, new Date('2026-05-01T10:20:30Z')));
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
    execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
    for (const { name, data } of files) {
      expect(readFileSync(path.join(dir, 'out', name)).equals(data)).toBe(true);
    }
  });
});

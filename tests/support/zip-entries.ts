/** The files of a stored (uncompressed) zip such as the GST export, by name, read in plain JavaScript. */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    if (zip.readUInt16LE(at + 8) !== 0) throw new Error('only stored entries are read here');
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    files.set(name, zip.subarray(start, start + size));
    at = start + size;
  }
  return files;
}

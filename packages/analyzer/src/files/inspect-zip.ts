import yauzl from 'yauzl';

export interface ZipEntrySummary {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
}

// Reads only the central directory: nothing is inflated, so a bomb costs nothing to inspect.
export function listZipEntries(bytes: Uint8Array): Promise<ZipEntrySummary[]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (openError, zip) => {
      if (openError || !zip) {
        reject(openError ?? new Error('Unreadable zip'));
        return;
      }
      const entries: ZipEntrySummary[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({
          fileName: entry.fileName,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
        });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

import yauzl from 'yauzl';
import { MAX_DOCX_UNCOMPRESSED_BYTES } from '../../files/upload-limits.ts';

/**
 * The UTF-8 text of the zip entries `wanted` accepts. Inflating stops at
 * MAX_DOCX_UNCOMPRESSED_BYTES in all, whatever the entries claim, so a bomb costs little.
 */
export function readZipTexts(
  bytes: Uint8Array,
  wanted: (fileName: string) => boolean,
): Promise<Map<string, string>> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) {
        reject(openError ?? new Error('Unreadable zip'));
        return;
      }
      const texts = new Map<string, string>();
      let budget = MAX_DOCX_UNCOMPRESSED_BYTES;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!wanted(entry.fileName)) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) {
            reject(streamError ?? new Error(`Unreadable entry ${entry.fileName}`));
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => {
            budget -= chunk.length;
            if (budget < 0) {
              stream.destroy();
              zip.close();
              reject(new Error('The document unpacks to too much data'));
              return;
            }
            chunks.push(chunk);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            texts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(texts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

import mammoth from 'mammoth';

export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result = await mammoth.extractRawText({ buffer });
  return result.value;
}

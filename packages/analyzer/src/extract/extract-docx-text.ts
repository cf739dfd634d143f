import type mammothModule from 'mammoth';

/** mammoth (≈15 MB) loads with the first .docx, not with the server. */
let mammoth: Promise<typeof mammothModule> | undefined;

export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  mammoth ??= import('mammoth').then((module) => module.default);
  const result = await (await mammoth).extractRawText({ buffer });
  return result.value;
}

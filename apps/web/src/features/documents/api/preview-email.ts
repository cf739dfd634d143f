import type { TDocumentPreview } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

/**
 * What the person gives: the e-mail's text as pasted, the .eml or .msg file a mail program saved,
 * or a call for tender (PDF, DOCX, DOC).
 */
export type TEmailSource = { text: string } | { file: File };

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

// The server tells a file by its bytes; the name only says which field carries it.
async function bodyOf(source: TEmailSource) {
  if ('text' in source) return { text: source.text };
  const { file } = source;
  const name = file.name.toLowerCase();
  if (name.endsWith('.msg')) return { msg: await base64Of(file) };
  if (name.endsWith('.eml') || file.type === 'message/rfc822') return { eml: await base64Of(file) };
  return { document: await base64Of(file), fileName: file.name };
}

/**
 * POST /analysisIA/text/preview: the client's e-mail or call for tender read as needs, one review
 * per position it asks for, nothing written.
 */
export async function previewEmail(source: TEmailSource): Promise<TDocumentPreview[]> {
  const reply = await apiClient.POST('/api/v1/analysisIA/text/preview', {
    body: await bodyOf(source),
  });
  return reply.previews;
}

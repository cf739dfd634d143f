import type { TDocumentPreview } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

/** What the person gives: the e-mail's text as pasted, or the .eml file a mail program saved. */
export type TEmailSource = { text: string } | { file: File };

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/**
 * POST /analysisIA/text/preview: the client's e-mail read as needs, one review per position it
 * asks for, nothing written.
 */
export async function previewEmail(source: TEmailSource): Promise<TDocumentPreview[]> {
  const body = 'text' in source ? { text: source.text } : { eml: await base64Of(source.file) };
  const reply = await apiClient.POST('/api/v1/analysisIA/text/preview', { body });
  return reply.previews;
}

import {
  buildDocumentPreview,
  clientEmailText,
  readEml,
  splitPositions,
  type Analyzer,
  type ClientEmail,
} from '@staffing/analyzer';
import {
  MAX_POSITIONS_PER_TEXT,
  type TDocumentPreviewResponse,
  type TPreviewTextRequest,
} from '@staffing/domain';
import { badInput } from '../../lib/errors.ts';

/**
 * The review of a client's e-mail, pasted or as an .eml file: one job-description review per
 * position it asks for, each field with its line; nothing is written.
 */
export async function previewClientText(
  analyzer: Analyzer,
  input: TPreviewTextRequest,
): Promise<TDocumentPreviewResponse> {
  const email = await readEmail(input);
  const text = clientEmailText(email);
  if ((text.match(/\p{L}/gu)?.length ?? 0) < 20)
    throw badInput('The e-mail has too little text to read a need from');
  const parts = splitPositions(text).slice(0, MAX_POSITIONS_PER_TEXT);
  const name = email.subject ?? 'Pasted e-mail';
  const previews = [];
  for (const [index, part] of parts.entries()) {
    const analysis = await analyzer.analyzeJobDescription(part);
    previews.push(
      buildDocumentPreview({
        filename: parts.length > 1 ? `${name} (${index + 1}/${parts.length})` : name,
        expectedKind: 'jd',
        text: part,
        readBy: 'text',
        analysis,
      }),
    );
  }
  return { previews };
}

async function readEmail(input: TPreviewTextRequest): Promise<ClientEmail> {
  if (input.text?.trim()) return { subject: null, from: null, body: input.text };
  try {
    return await readEml(Buffer.from(input.eml ?? '', 'base64'));
  } catch {
    throw badInput('The .eml file could not be read');
  }
}

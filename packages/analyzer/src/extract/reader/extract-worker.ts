import { isAnalyzerError, type TAnalyzerErrorCode } from '../../analyzer-error.ts';
import type { TDocumentType } from '../../files/detect-document-type.ts';
import type { ExtractLimits } from '../extract-limits.ts';
import { readDocument, type DocumentText } from '../extract-text.ts';

export interface ExtractTask {
  bytes: Uint8Array;
  type: TDocumentType;
  limits: ExtractLimits;
}

/** An AnalyzerError loses its class on the way between processes; it travels as data instead. */
export type ExtractReply =
  | { document: DocumentText }
  | { error: { code: TAnalyzerErrorCode; message: string } }
  | { failure: string };

/** What the reader process says: that it started on the task (its clock starts), then the reply. */
export type ReaderMessage = { type: 'started' } | { type: 'done'; reply: ExtractReply };

async function readTask(task: ExtractTask): Promise<ExtractReply> {
  try {
    return { document: await readDocument(task.bytes, task.type, task.limits) };
  } catch (error) {
    if (isAnalyzerError(error)) return { error: { code: error.code, message: error.message } };
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

// A reader process reads one document at a time for the server that forked it, and leaves with it.
process.on('message', (task: ExtractTask) => {
  const send = (message: ReaderMessage) => process.send?.(message);
  send({ type: 'started' });
  void readTask(task).then((reply) => send({ type: 'done', reply }));
});
process.on('disconnect', () => process.exit(0));

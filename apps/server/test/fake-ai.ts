import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalAnalyzer } from '@staffing/analyzer';

export type TFakeAi = {
  baseUrl: string;
  /** Calls received so far. */
  calls: () => number;
  /** The path of each call received, in order (a base URL per caller tells them apart). */
  paths: () => string[];
  /** 'hold': calls never get an answer (a job stays in flight); 'answer': the local analysis. */
  setMode: (mode: 'hold' | 'answer') => void;
  close: () => Promise<void>;
};

/**
 * A chat-completions endpoint (AI_PROVIDER=openai) that answers with the offline analyzer's
 * result, or holds every call open so that a job is caught mid-flight.
 */
export async function startFakeAi(): Promise<TFakeAi> {
  const analyzer = createLocalAnalyzer();
  let mode: 'hold' | 'answer' = 'answer';
  let calls = 0;
  const paths: string[] = [];
  const held = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      paths.push(request.url ?? '');
      if (mode === 'hold') {
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      }
      void (async () => {
        const body = JSON.parse(raw) as {
          messages: { content: string }[];
          response_format: { json_schema: { name: string } };
        };
        const text = body.messages.at(-1)?.content ?? '';
        const analysis =
          body.response_format.json_schema.name === 'cv_analysis'
            ? await analyzer.analyzeCv(text)
            : await analyzer.analyzeJobDescription(text);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'fake',
            object: 'chat.completion',
            choices: [
              { index: 0, message: { role: 'assistant', content: JSON.stringify(analysis) } },
            ],
          }),
        );
      })().catch(() => {
        response.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    paths: () => [...paths],
    setMode: (next) => {
      mode = next;
    },
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyzerError } from './analyzer-error.ts';
import { createOpenAiAnalyzer } from './openai-analyzer.ts';

const JD = {
  seniority: 'Senior',
  team: null,
  projectname: null,
  location: 'Paris',
  education: null,
  experienceyears: '5',
  company: 'Acme',
  requiredskills: ['Java'],
  desiredskills: [],
  soft_skills: ['Autonomie'],
  responsibilities: [],
};
// JD as read back: the keys added after the spec's object, absent from the reply, read as null.
const JD_READ = {
  ...JD,
  dailyrate: null,
  salary: null,
  startdate: null,
  duration: null,
  remotedays: null,
  remotepolicy: null,
};

type Reply = (
  request: { body: Record<string, unknown>; headers: IncomingMessage['headers'] },
  response: ServerResponse,
) => void;

let server: Server | null = null;

// A real chat-completions endpoint on a free port, answering each call with the next scripted reply.
async function startEndpoint(
  replies: Reply[],
): Promise<{ baseUrl: string; calls: Array<Record<string, unknown>> }> {
  const calls: Array<Record<string, unknown>> = [];
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      calls.push({ ...body, path: request.url, authorization: request.headers.authorization });
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)] as Reply;
      reply({ body, headers: request.headers }, response);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, calls };
}

const answer =
  (content: string): Reply =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      }),
    );
  };

const fail =
  (status: number): Reply =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end('{"error":{"message":"upstream"}}');
  };

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

describe('createOpenAiAnalyzer', () => {
  it('sends a strict JSON-schema request and returns the validated analysis', async () => {
    const { baseUrl, calls } = await startEndpoint([answer(JSON.stringify(JD))]);
    const analyzer = createOpenAiAnalyzer({
      baseUrl,
      model: 'test-model',
      apiKey: 'secret',
      retries: 0,
    });
    await expect(analyzer.analyzeJobDescription('Développeur Java senior')).resolves.toEqual(
      JD_READ,
    );
    const call = calls[0] as {
      path: string;
      authorization: string;
      model: string;
      response_format: {
        type: string;
        json_schema: {
          strict: boolean;
          schema: { required: string[]; additionalProperties: boolean };
        };
      };
    };
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer secret');
    expect(call.model).toBe('test-model');
    expect(call.response_format.type).toBe('json_schema');
    expect(call.response_format.json_schema.strict).toBe(true);
    expect(call.response_format.json_schema.schema.additionalProperties).toBe(false);
    expect(call.response_format.json_schema.schema.required).toContain('soft_skills');
    expect(call.response_format.json_schema.schema.required).toContain('dailyrate');
  });

  it('retries after a reply that is not JSON, then succeeds', async () => {
    const { baseUrl, calls } = await startEndpoint([
      answer('Sure! Here is the analysis: {'),
      answer(JSON.stringify(JD)),
    ]);
    const analyzer = createOpenAiAnalyzer({ baseUrl, model: 'm', retries: 2, backoffMs: 5 });
    await expect(analyzer.analyzeJobDescription('text')).resolves.toEqual(JD_READ);
    expect(calls).toHaveLength(2);
  });

  it('gives up with a typed error when the replies stay invalid', async () => {
    const { baseUrl, calls } = await startEndpoint([
      answer(JSON.stringify({ name: 'only a name' })),
    ]);
    const analyzer = createOpenAiAnalyzer({ baseUrl, model: 'm', retries: 1, backoffMs: 5 });
    const error = await analyzer.analyzeCv('text').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnalyzerError);
    expect(error).toMatchObject({ code: 'AI_INVALID_REPLY' });
    expect(calls).toHaveLength(2);
  });

  it('retries server errors and reports the last status', async () => {
    const { baseUrl, calls } = await startEndpoint([fail(502), fail(500)]);
    const analyzer = createOpenAiAnalyzer({ baseUrl, model: 'm', retries: 1, backoffMs: 5 });
    await expect(analyzer.analyzeJobDescription('text')).rejects.toMatchObject({
      code: 'AI_ENDPOINT_FAILED',
      message: 'AI endpoint failed: 500 Internal Server Error',
    });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a client error', async () => {
    const { baseUrl, calls } = await startEndpoint([fail(401)]);
    const analyzer = createOpenAiAnalyzer({ baseUrl, model: 'm', retries: 3, backoffMs: 5 });
    await expect(analyzer.analyzeJobDescription('text')).rejects.toMatchObject({
      message: 'AI endpoint failed: 401 Unauthorized',
    });
    expect(calls).toHaveLength(1);
  });

  it('times out a silent endpoint', async () => {
    const { baseUrl } = await startEndpoint([() => undefined]);
    const analyzer = createOpenAiAnalyzer({ baseUrl, model: 'm', retries: 0, timeoutMs: 200 });
    await expect(analyzer.analyzeJobDescription('text')).rejects.toMatchObject({
      code: 'AI_ENDPOINT_FAILED',
      message: 'AI endpoint failed: timed out after 200 ms',
    });
  });
});

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  composeCandidatesMail,
  composeFollowUpMail,
  composeNeedMail,
  type TMailNeed,
} from './compose-mail.ts';
import { createTemplateMailWriter } from './mail-writer.ts';
import { createOpenAiMailWriter } from './openai-mail-writer.ts';

const NEED: TMailNeed = {
  title: 'Senior Java Developer',
  client: 'Acme Bank',
  description: 'Rebuild of the payment platform.',
  seniority: 'Senior',
  experienceYears: 5,
  location: 'London',
  requiredSkills: ['Java', 'Kubernetes'],
  desiredSkills: [],
  responsibilities: [],
};
const CANDIDATES_INPUT = {
  language: 'en' as const,
  need: NEED,
  candidates: [
    {
      name: 'Jane Doe',
      role: 'Java Developer',
      experienceYears: '8 years',
      skills: ['Docker', 'Java'],
      tjm: 650,
      availability: 'ASAP',
    },
  ],
  senderName: 'Marie Martin',
};

type Reply = (response: ServerResponse) => void;
let server: Server | null = null;

// A real chat-completions endpoint on a free port, answering every call with `reply`.
async function startEndpoint(reply: Reply) {
  const calls: Array<Record<string, unknown>> = [];
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls.push({ ...(JSON.parse(raw) as object), authorization: request.headers.authorization });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, calls };
}

const answer =
  (content: string): Reply =>
  (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

describe('createOpenAiMailWriter', () => {
  it("writes the model's mail, asking for the mail schema with the candidates' facts", async () => {
    const { baseUrl, calls } = await startEndpoint(
      answer(JSON.stringify({ subject: 'Jane Doe for your Java need', body: 'Hello,\n\nJane…' })),
    );
    const writer = createOpenAiMailWriter({ baseUrl, model: 'test-model', apiKey: 'secret' });
    const mail = await writer.writeCandidatesMail(CANDIDATES_INPUT);
    expect(mail).toEqual({
      email_content: 'Subject: Jane Doe for your Java need\n\nHello,\n\nJane…',
      message: 'Mail written by the AI provider (test-model)',
    });
    const call = calls[0] as {
      model: string;
      authorization: string;
      messages: { role: string; content: string }[];
      response_format: { json_schema: { name: string; strict: boolean; schema: object } };
    };
    expect(call.model).toBe('test-model');
    expect(call.authorization).toBe('Bearer secret');
    expect(call.response_format.json_schema).toMatchObject({
      name: 'mail',
      strict: true,
      schema: {
        type: 'object',
        required: ['subject', 'body'],
        additionalProperties: false,
        properties: { subject: { type: 'string' }, body: { type: 'string' } },
      },
    });
    expect(call.messages[0]!.content).toContain('Write in English');
    const facts = JSON.parse(call.messages[1]!.content) as {
      candidates: { dailyRateEuros: number; availability: string; keySkills: string[] }[];
    };
    expect(facts.candidates[0]).toMatchObject({
      dailyRateEuros: 650,
      availability: 'ASAP',
      keySkills: ['Java', 'Docker'],
    });
  });

  it("keeps the client's name and any budget out of the need mail's facts, in French", async () => {
    const { baseUrl, calls } = await startEndpoint(
      answer(JSON.stringify({ subject: 'Mission Java', body: 'Bonjour,' })),
    );
    const writer = createOpenAiMailWriter({ baseUrl, model: 'm' });
    const mail = await writer.writeNeedMail({ language: 'fr', need: NEED, senderName: 'Marie' });
    expect(mail.email_content).toBe('Objet : Mission Java\n\nBonjour,');
    const messages = (calls[0] as { messages: { content: string }[] }).messages;
    expect(messages[0]!.content).toContain('Write in French');
    expect(messages[1]!.content).not.toContain('Acme Bank');
  });

  const template = composeCandidatesMail(CANDIDATES_INPUT);

  it('uses the template and says so when the endpoint answers an HTTP error', async () => {
    const { baseUrl } = await startEndpoint((response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"upstream"}}');
    });
    const mail = await createOpenAiMailWriter({ baseUrl, model: 'm' }).writeCandidatesMail(
      CANDIDATES_INPUT,
    );
    expect(mail).toEqual({
      email_content: template,
      message:
        'Mail drafted from the template: the AI provider answered HTTP 500 Internal Server Error',
    });
  });

  it('uses the template when the reply is not JSON', async () => {
    const { baseUrl } = await startEndpoint(answer('Dear client, here is Jane.'));
    const mail = await createOpenAiMailWriter({ baseUrl, model: 'm' }).writeCandidatesMail(
      CANDIDATES_INPUT,
    );
    expect(mail).toEqual({
      email_content: template,
      message: "Mail drafted from the template: the AI provider's answer is not JSON",
    });
  });

  it('uses the template when the reply is JSON but not a mail', async () => {
    const { baseUrl } = await startEndpoint(answer(JSON.stringify({ subject: '  ', body: 'x' })));
    const mail = await createOpenAiMailWriter({ baseUrl, model: 'm' }).writeNeedMail({
      language: 'en',
      need: NEED,
      senderName: 'Marie',
    });
    expect(mail.email_content).toBe(
      composeNeedMail({ language: 'en', need: NEED, senderName: 'Marie' }),
    );
    expect(mail.message).toMatch(
      /^Mail drafted from the template: the AI provider's answer is not a mail \(subject: /,
    );
  });

  it('uses the template when the endpoint is slower than the time limit', async () => {
    const { baseUrl } = await startEndpoint((response) => {
      setTimeout(() => answer(JSON.stringify({ subject: 'late', body: 'late' }))(response), 2_000);
    });
    const started = Date.now();
    const mail = await createOpenAiMailWriter({
      baseUrl,
      model: 'm',
      timeoutMs: 200,
    }).writeCandidatesMail(CANDIDATES_INPUT);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(mail).toEqual({
      email_content: template,
      message:
        'Mail drafted from the template: the AI provider did not answer (timeout after 200 ms)',
    });
  });

  it('uses the template when nothing listens at the endpoint', async () => {
    const { baseUrl } = await startEndpoint(answer('{}'));
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;
    const mail = await createOpenAiMailWriter({ baseUrl, model: 'm' }).writeCandidatesMail(
      CANDIDATES_INPUT,
    );
    expect(mail.email_content).toBe(template);
    expect(mail.message).toBe(
      'Mail drafted from the template: the AI provider did not answer (ECONNREFUSED)',
    );
  });
});

describe('follow-up mail', () => {
  const input = {
    language: 'en' as const,
    need: NEED,
    candidate: { name: 'Jane Doe', role: 'Java Developer' },
    sentAt: '2026-03-04T09:00:00.000Z',
    senderName: 'Marie Martin',
  };

  it('is drafted from the template, in the need language', async () => {
    const mail = await createTemplateMailWriter().writeFollowUpMail(input);
    expect(mail.message).toBeNull();
    expect(mail.email_content).toBe(composeFollowUpMail(input));
    expect(mail.email_content.split('\n')[0]).toBe(
      'Subject: Follow-up – Jane Doe for your "Senior Java Developer" position',
    );
    expect(mail.email_content).toContain('which we sent you on 4 March 2026');
    expect(composeFollowUpMail({ ...input, language: 'fr' })).toContain('le 04/03/2026');
  });

  it("is the model's when the provider answers, with the sent date among the facts", async () => {
    const { baseUrl, calls } = await startEndpoint(
      answer(JSON.stringify({ subject: 'Jane Doe', body: 'Hello again' })),
    );
    const mail = await createOpenAiMailWriter({ baseUrl, model: 'm' }).writeFollowUpMail(input);
    expect(mail.email_content).toBe('Subject: Jane Doe\n\nHello again');
    const facts = JSON.parse(
      (calls[0] as { messages: { content: string }[] }).messages[1]!.content,
    ) as { sentOn: string; candidate: { name: string } };
    expect(facts).toMatchObject({ sentOn: '2026-03-04', candidate: { name: 'Jane Doe' } });
  });
});

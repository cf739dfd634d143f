import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, needs } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { recordEvents } from '../analysis/test-support/events.ts';

type Reply = (response: ServerResponse) => void;

const modelMail: Reply = (response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      choices: [
        {
          message: {
            role: 'assistant',
            content: JSON.stringify({
              subject: 'Jane Doe for your Senior Java Developer need',
              body: 'Hello,\n\nJane Doe is available ASAP at €700 per day.\n\nBest regards,\nMarie',
            }),
          },
        },
      ],
    }),
  );
};
const serverError: Reply = (response) => {
  response.writeHead(503, { 'content-type': 'application/json' });
  response.end('{"error":{"message":"overloaded"}}');
};

describe('AI e-mails with AI_PROVIDER=openai', () => {
  // A real chat-completions endpoint on a free port standing in for the OpenAI API.
  let endpoint: Server;
  let reply: Reply = modelMail;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    endpoint = createServer((request, response) => {
      request.resume();
      request.on('end', () => reply(response));
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as AddressInfo;
    Object.assign(env, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    endpoint.closeAllConnections();
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  });
  // The env object is filled in beforeAll, before each test's app is built from it.
  const t = useTestContext({ env });

  async function draftCvMail() {
    const sales = await t.createUser('Sales', { name: 'Marie' });
    const admin = await t.createUser('Admin');
    const [need] = await t.database.db
      .insert(needs)
      .values({
        title: 'Senior Java Developer',
        client: 'Acme Bank',
        description: 'We are looking for a developer to rebuild our payment platform.',
        jdRequiredSkills: ['Java'],
      })
      .returning();
    const [jane] = await t.database.db
      .insert(candidates)
      .values({ name: 'Jane Doe', email: 'jane@example.com', skills: ['Java'] })
      .returning();
    const recorder = recordEvents(t.app.ctx.bus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/emails/generate',
      headers: t.auth(sales),
      payload: {
        job_analysis_key: need!.id,
        cv_analysis_keys: [jane!.id],
        cv_details: { [jane!.id]: { tjm: 700, availability: 'ASAP' } },
      },
    });
    expect(res.statusCode).toBe(200);
    const jobId = res.json().mail_job_id as string;
    const done = await recorder.waitFor(
      (e) => e.event_type === 'mail_generation_complete' && e.job_id === jobId,
    );
    const flow = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/flows/${jobId}`,
      headers: t.auth(admin),
    });
    return { text: done.payload.email_content as string, flow: flow.json() };
  }

  it("completes the mail flow with the model's mail", async () => {
    reply = modelMail;
    const { text, flow } = await draftCvMail();
    expect(text).toBe(
      'Subject: Jane Doe for your Senior Java Developer need\n\nHello,\n\nJane Doe is available ASAP at €700 per day.\n\nBest regards,\nMarie',
    );
    expect(flow).toMatchObject({
      status: 'completed',
      message: 'Mail written by the AI provider (test-model)',
    });
  });

  it('falls back to the template when the endpoint fails, and the flow says so', async () => {
    reply = serverError;
    const { text, flow } = await draftCvMail();
    expect(text).toContain('Subject: Candidate proposal for your "Senior Java Developer" position');
    expect(text).toContain('Daily rate: €700 excl. VAT per day');
    expect(flow).toMatchObject({
      status: 'completed',
      message:
        'Mail drafted from the template: the AI provider answered HTTP 503 Service Unavailable',
    });
  });
});

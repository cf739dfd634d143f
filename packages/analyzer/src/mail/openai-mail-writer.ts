import { ZMailDraft, type TMailDraft } from '@staffing/domain';
import { z } from 'zod';
import { parseJsonReply, toStrictJsonSchema } from '../openai-analyzer.ts';
import {
  composeCandidatesMail,
  composeFollowUpMail,
  composeNeedMail,
  keySkills,
  type TMailLanguage,
} from './compose-mail.ts';
import type {
  MailWriter,
  TCandidatesMailInput,
  TFollowUpMailInput,
  TNeedMailInput,
  TWrittenMail,
} from './mail-writer.ts';

export interface OpenAiMailWriterOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** How long the endpoint has to answer before the template is used instead. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

// The placeholder of a need made without a client is no client to name.
const namedClient = (client: string) => (client === 'Unknown client' ? null : client);

const LANGUAGE_NAME: Record<TMailLanguage, string> = { fr: 'French', en: 'English' };
// The first line of every mail, as the templates write it, so both kinds read alike.
const SUBJECT_LABEL: Record<TMailLanguage, string> = { fr: 'Objet : ', en: 'Subject: ' };

const CANDIDATES_PROMPT =
  'You write e-mails for an IT staffing firm that present consultants to a client for one of its needs. Write in {language}. For each candidate give the name, role, experience, the key skills that match the need, the daily rate (TJM, in euros excluding VAT per day) and the availability exactly as given. Never invent facts, rates, dates or skills. Say the detailed CVs are attached, offer to arrange interviews, and sign with the sender name. Answer with the JSON schema: subject (without any "Subject:" prefix) and body (plain text).';
const NEED_PROMPT =
  'You write e-mails for an IT staffing firm that describe a mission to prospective consultants. Write in {language}. Describe the mission from the facts given (title, location, seniority, experience, required and nice-to-have skills, responsibilities or context); never name the client or a budget, never invent facts. Ask interested consultants to send their up-to-date CV, availability and daily rate, and sign with the sender name. Answer with the JSON schema: subject (without any "Subject:" prefix) and body (plain text).';

const FOLLOW_UP_PROMPT =
  'You write e-mails for an IT staffing firm that politely follow up with a client about a consultant the firm presented for one of its needs and who has had no answer yet. Write in {language}. Name the consultant, their role if given, the need and the date the profile was sent, exactly as given; ask whether the client had a chance to review it and offer to arrange an interview. Keep it short and courteous, never invent facts, rates or dates, and sign with the sender name. Answer with the JSON schema: subject (without any "Subject:" prefix) and body (plain text).';

// What the request asks for: the shape of ZMailDraft without its length bounds, which OpenAI's
// strict mode does not accept everywhere; the reply is checked with ZMailDraft itself.
const REQUESTED_SCHEMA = toStrictJsonSchema(z.object({ subject: z.string(), body: z.string() }));

/** Why the model's mail could not be used, as the end of the flow's message. */
class MailNotWritten extends Error {}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `the AI provider did not answer (timeout after ${seconds(timeoutMs)})`;
  // fetch says 'fetch failed' and keeps the reason (ECONNREFUSED, ENOTFOUND...) in its cause.
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  const reason = cause?.code ?? (error instanceof Error ? error.message : String(error));
  return `the AI provider did not answer (${reason})`;
}

/** The first schema problem, short enough for a one-line flow message. */
function describeSchemaError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * The openai provider's mail writer: a chat completion answering a strict JSON schema, checked
 * with the domain's ZMailDraft. On any failure (network, HTTP status, timeout, reply not JSON or
 * not a mail) the template is used and the message says why; there is no retry here, because
 * a template mail at once is better than a user waiting on a failing endpoint.
 */
export function createOpenAiMailWriter(options: OpenAiMailWriterOptions): MailWriter {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function requestDraft(prompt: string, facts: unknown): Promise<TMailDraft> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let content: string | undefined;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        body: JSON.stringify({
          model: options.model,
          temperature: 0.3,
          messages: [
            { role: 'system', content: prompt },
            { role: 'user', content: JSON.stringify(facts) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'mail', schema: REQUESTED_SCHEMA, strict: true },
          },
        }),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new MailNotWritten(
          `the AI provider answered HTTP ${response.status} ${response.statusText}`.trim(),
        );
      }
      const body = (await response.json().catch((error: unknown) => {
        // The time limit covers the body too: a reply cut by it is a timeout, not bad JSON.
        if (error instanceof Error && error.name === 'TimeoutError') throw error;
        return null;
      })) as { choices?: Array<{ message?: { content?: string } }> } | null;
      content = body?.choices?.[0]?.message?.content;
    } catch (error) {
      if (error instanceof MailNotWritten) throw error;
      throw new MailNotWritten(describeNetworkError(error, timeoutMs));
    }
    const parsed = parseJsonReply(content);
    if (parsed === undefined) throw new MailNotWritten("the AI provider's answer is not JSON");
    const draft = ZMailDraft.safeParse(parsed);
    if (!draft.success)
      throw new MailNotWritten(
        `the AI provider's answer is not a mail (${describeSchemaError(draft.error)})`,
      );
    return draft.data;
  }

  /** Every mail: the prompt in the input's language, its facts signed by the sender. */
  async function write<I extends { language: TMailLanguage; senderName: string }>(
    input: I,
    prompt: string,
    facts: object,
    compose: (input: I) => string,
  ): Promise<TWrittenMail> {
    const { language } = input;
    try {
      const draft = await requestDraft(prompt.replace('{language}', LANGUAGE_NAME[language]), {
        ...facts,
        sender: input.senderName,
      });
      return {
        email_content: `${SUBJECT_LABEL[language]}${draft.subject}\n\n${draft.body}`,
        message: `Mail written by the AI provider (${options.model})`,
      };
    } catch (error) {
      if (!(error instanceof MailNotWritten)) throw error;
      return {
        email_content: compose(input),
        message: `Mail drafted from the template: ${error.message}`,
      };
    }
  }

  return {
    name: 'openai',
    writeCandidatesMail: (input: TCandidatesMailInput) =>
      write(
        input,
        CANDIDATES_PROMPT,
        {
          need: { title: input.need.title, client: namedClient(input.need.client) },
          candidates: input.candidates.map((c) => ({
            name: c.name,
            role: c.role,
            experience: c.experienceYears,
            keySkills: keySkills(c.skills, input.need),
            dailyRateEuros: c.tjm,
            availability: c.availability,
          })),
        },
        composeCandidatesMail,
      ),
    // The client and the budget stay out of the facts: this mail goes to people outside the firm.
    writeNeedMail: (input: TNeedMailInput) =>
      write(
        input,
        NEED_PROMPT,
        {
          need: {
            title: input.need.title,
            description: input.need.description,
            seniority: input.need.seniority,
            experienceYears: input.need.experienceYears,
            location: input.need.location,
            requiredSkills: input.need.requiredSkills,
            desiredSkills: input.need.desiredSkills,
            responsibilities: input.need.responsibilities,
          },
        },
        composeNeedMail,
      ),
    writeFollowUpMail: (input: TFollowUpMailInput) =>
      write(
        input,
        FOLLOW_UP_PROMPT,
        {
          need: { title: input.need.title, client: namedClient(input.need.client) },
          candidate: { name: input.candidate.name, role: input.candidate.role },
          sentOn: input.sentAt.slice(0, 10),
        },
        composeFollowUpMail,
      ),
  };
}

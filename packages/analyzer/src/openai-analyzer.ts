import { ZCvAnalysis, ZJdAnalysis } from '@staffing/domain';
import { z } from 'zod';
import { AnalyzerError } from './analyzer-error.ts';
import type { Analyzer } from './provider.ts';

export interface OpenAiAnalyzerOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  retries?: number;
  /** Delay before the first retry; doubles each time. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

const JD_PROMPT =
  'You analyse job descriptions (French or English) for an IT staffing firm. Extract the fields of the JSON schema from the text. Use null for unknown strings, empty arrays for unknown lists. Keep the document language for free text.';
const CV_PROMPT =
  'You analyse CVs (French or English) of IT consultants. Extract the fields of the JSON schema from the text. trigramme is 3 uppercase letters (first name initial and first two letters of the last name) unless the CV states one. Use null for unknown strings, empty arrays for unknown lists. experience1 is the latest job.';

// OpenAI's strict structured outputs want every property required and no extra properties.
export function toStrictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  delete json.$schema;
  const tighten = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (object.type === 'object' && object.properties) {
      object.additionalProperties = false;
      object.required = Object.keys(object.properties as object);
    }
    // Patterns, defaults and number bounds are not supported by strict mode; the zod check after
    // the reply enforces them (and fills a key a model left out with its default).
    for (const keyword of ['pattern', 'default', 'exclusiveMinimum', 'minimum', 'maximum'])
      delete object[keyword];
    for (const value of Object.values(object)) {
      if (Array.isArray(value)) value.forEach(tighten);
      else tighten(value);
    }
  };
  tighten(json);
  return json;
}

class RetryableError extends Error {}

/** A model's reply read as JSON; undefined when it is not JSON (an empty reply included). */
export function parseJsonReply(content: string | undefined): unknown {
  try {
    return JSON.parse(content ?? '') as unknown;
  } catch {
    return undefined;
  }
}

export function createOpenAiAnalyzer(options: OpenAiAnalyzerOptions): Analyzer {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function callOnce<T>(
    schemaName: string,
    schema: z.ZodType<T>,
    prompt: string,
    text: string,
  ): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: prompt },
            { role: 'user', content: text },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: schemaName, schema: toStrictJsonSchema(schema), strict: true },
          },
        }),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${timeoutMs} ms`
          : String(error);
      throw new RetryableError(`AI endpoint failed: ${reason}`);
    }
    if (!response.ok) {
      const message = `AI endpoint failed: ${response.status} ${response.statusText}`.trim();
      await response.body?.cancel();
      if (response.status >= 500 || response.status === 429) throw new RetryableError(message);
      throw new AnalyzerError('AI_ENDPOINT_FAILED', message);
    }
    const body = (await response.json().catch(() => null)) as {
      choices?: Array<{ message?: { content?: string } }>;
    } | null;
    const content = body?.choices?.[0]?.message?.content;
    const parsed = parseJsonReply(content);
    if (parsed === undefined)
      throw new RetryableError('AI endpoint returned a reply that is not JSON');
    const result = schema.safeParse(parsed);
    if (!result.success)
      throw new RetryableError(
        `AI endpoint returned an invalid analysis: ${z.prettifyError(result.error)}`,
      );
    return result.data;
  }

  // Server errors, timeouts and malformed replies are often transient: retry with back-off.
  async function call<T>(
    schemaName: string,
    schema: z.ZodType<T>,
    prompt: string,
    text: string,
  ): Promise<T> {
    let lastError: Error = new Error('AI endpoint failed');
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0)
        await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)));
      try {
        return await callOnce(schemaName, schema, prompt, text);
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        lastError = error;
      }
    }
    const code = lastError.message.startsWith('AI endpoint failed')
      ? 'AI_ENDPOINT_FAILED'
      : 'AI_INVALID_REPLY';
    throw new AnalyzerError(code, lastError.message, { cause: lastError });
  }

  return {
    name: 'openai',
    analyzeJobDescription: (text) => call('job_description_analysis', ZJdAnalysis, JD_PROMPT, text),
    analyzeCv: (text) => call('cv_analysis', ZCvAnalysis, CV_PROMPT, text),
  };
}

import {
  createLocalAnalyzer,
  createOpenAiAnalyzer,
  createOpenAiMailWriter,
  createTemplateMailWriter,
  type Analyzer,
  type MailWriter,
} from '@staffing/analyzer';
import type { TConfig } from '../../config.ts';

/**
 * The server's configuration alone picks the provider; credentials sent by clients are ignored.
 * Jobs pass `retries: 0`: their retries are the jobs platform's (one retry layer); a request
 * answered at once keeps the analyzer's own short retries.
 */
export function createAnalyzer(config: TConfig, options: { retries?: number } = {}): Analyzer {
  const endpoint = openAiEndpoint(config);
  if (!endpoint) return createLocalAnalyzer();
  return createOpenAiAnalyzer({
    ...endpoint,
    timeoutMs: config.AI_TIMEOUT_MS,
    retries: options.retries ?? 2,
  });
}

/** The same choice for mails: the model writes them with AI_PROVIDER=openai, else the templates. */
export function createMailWriter(config: TConfig): MailWriter {
  const endpoint = openAiEndpoint(config);
  if (!endpoint) return createTemplateMailWriter();
  return createOpenAiMailWriter({ ...endpoint, timeoutMs: config.AI_MAIL_TIMEOUT_MS });
}

/** The model's endpoint when AI_PROVIDER=openai names one (base URL and model), else null. */
function openAiEndpoint(config: TConfig) {
  if (config.AI_PROVIDER !== 'openai' || !config.AI_BASE_URL || !config.AI_MODEL) return null;
  return { baseUrl: config.AI_BASE_URL, model: config.AI_MODEL, apiKey: config.AI_API_KEY };
}

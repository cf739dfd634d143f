import { createLocalAnalyzer, createOpenAiAnalyzer, type Analyzer } from '@staffing/analyzer';
import type { TConfig } from '../../config.ts';

/** The server's configuration alone picks the provider; credentials sent by clients are ignored. */
export function createAnalyzer(config: TConfig): Analyzer {
  if (config.AI_PROVIDER === 'openai' && config.AI_BASE_URL && config.AI_MODEL) {
    return createOpenAiAnalyzer({
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      apiKey: config.AI_API_KEY,
      timeoutMs: config.AI_TIMEOUT_MS,
      retries: 2,
    });
  }
  return createLocalAnalyzer();
}

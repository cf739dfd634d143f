import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES_FR, MESSAGES_SAME_IN_FRENCH } from '@staffing/domain';
import { describe, expect, it } from 'vitest';
import { findEnglishMessages, findMessagesInSource } from '../../test/english-messages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Not read by the users: the operator's start-up checks (config.ts) and the sandbox CRM's
 * imitation of Salesforce, which speaks the English of the org it stands in for.
 */
const NOT_FOR_USERS = [
  'apps/server/src/config.ts',
  'apps/sandbox-crm/src/sandbox-record-rules.ts',
  'apps/sandbox-crm/src/sandbox-rest.handlers.ts',
  'apps/sandbox-crm/src/sandbox-pages.ts',
  'apps/sandbox-crm/src/sandbox-crm-app.ts',
];
/** Literals the scan finds that are values, not sentences. */
const NOT_MESSAGES = new Set(['error', 'Json']);

/** '{anything}' → '{}': the catalogue may name a part better than the code's expression does. */
const shape = (message: string) => message.replace(/\{\w+\}/g, '{}');

const frenchByShape = new Map(
  Object.entries(MESSAGES_FR).map(([english, french]) => [shape(english), { english, french }]),
);

describe('every English message has its French', () => {
  const found = findEnglishMessages(
    ['apps/server/src', 'packages/domain/src', 'packages/analyzer/src'].map((dir) =>
      path.join(root, dir),
    ),
  ).filter(
    (m) => !NOT_FOR_USERS.includes(path.relative(root, m.file)) && !NOT_MESSAGES.has(m.message),
  );

  it('finds the messages of the code', () => {
    const messages = new Set(found.map((m) => m.message));
    expect(messages.size).toBeGreaterThan(300);
    expect(messages).toContain('Need not found');
    expect(messages).toContain('Step type {type} already exists for this candidate');
    expect(messages).toContain('{field} must be at most {max} characters');
  });

  it('has a French translation, different from the English, for each', () => {
    const missing = found
      .filter((m) => {
        if (MESSAGES_SAME_IN_FRENCH.includes(m.message)) return false;
        const entry = frenchByShape.get(shape(m.message));
        if (!entry) return true;
        return entry.french === entry.english && !MESSAGES_SAME_IN_FRENCH.includes(entry.english);
      })
      .map((m) => `${path.relative(root, m.file)}:${m.line} ${JSON.stringify(m.message)}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('reads messages from the shapes the code uses', () => {
    const source = `
      throw notFound('Thing not found');
      throw new AppError(ErrorCode.CONFLICT, \`Thing \${thing.name} is taken\`);
      const schema = z.string().min(1, 'Thing is required').refine((v) => v, { message: 'Bad thing' });
      export const THING_MESSAGES = { tooMany: (n: number) => \`At most \${n} things\` };
      const e = z.enum(['a'], { error: (issue) => \`Invalid thing: \${issue.input}\` });
      if (path.startsWith('/api/')) {}
    `;
    expect(findMessagesInSource('x.ts', source).map((m) => m.message)).toEqual([
      'Thing not found',
      'Thing {name} is taken',
      'Thing is required',
      'Bad thing',
      'At most {n} things',
      'Invalid thing: {input}',
    ]);
  });
});

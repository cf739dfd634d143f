import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkCatalogs,
  findHardcodedText,
  findUnknownKeys,
  listInterfaceFiles,
} from './i18n-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');
const temporary = [];

function catalogs(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
  temporary.push(dir);
  for (const [file, messages] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(messages));
  }
  return dir;
}

afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('checkCatalogs', () => {
  it('accepts two catalogues with the same keys and arguments', () => {
    const dir = catalogs({
      'en/needs.json': { 'needs.count': '{count, plural, one {# need} other {# needs}}' },
      'fr/needs.json': { 'needs.count': '{count, plural, one {# besoin} other {# besoins}}' },
    });
    expect(checkCatalogs(dir).problems).toEqual([]);
  });

  it('names a missing key, an extra key, a key outside its namespace and a wrong argument', () => {
    const dir = catalogs({
      'en/needs.json': { 'needs.a': 'A {name}', 'needs.b': 'B', 'other.c': 'C' },
      'fr/needs.json': { 'needs.a': 'A {nom}', 'needs.x': 'X', 'other.c': 'C' },
      'en/solo.json': {},
    });
    const { problems } = checkCatalogs(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'fr/needs.json: needs.b is missing',
        'fr/needs.json: needs.x is not in English',
        'en/needs.json: key other.c is outside its namespace (needs.*)',
        'fr/needs.json: needs.a takes {nom}, English takes {name}',
        'fr/solo.json: missing (the solo namespace has no fr catalogue)',
      ]),
    );
  });

  it('refuses a message that is not valid ICU', () => {
    const dir = catalogs({
      'en/a.json': { 'a.x': 'Hello {name' },
      'fr/a.json': { 'a.x': 'Bonjour {name}' },
    });
    expect(checkCatalogs(dir).problems.join('\n')).toMatch(/a\.x is not a valid message/);
  });
});

describe('findHardcodedText', () => {
  const texts = (source) =>
    findHardcodedText('x.tsx', source).map((hit) => `${hit.where} ${hit.text}`);

  it('finds JSX text, text props, rendered literals and toast texts', () => {
    const source = `
      export function X({ ok }) {
        notifications.show({ title: 'Saved', message: \`Need \${id} saved\` });
        return (
          <Stack>
            <Title>Create Need</Title>
            <TextInput label="Title" placeholder={'Enter a title'} aria-label="Need title" />
            {ok ? 'All good' : <Text>{t('needs.x')}</Text>}
            <Badge>{count}</Badge>
          </Stack>
        );
      }`;
    expect(texts(source)).toEqual([
      'title: Saved',
      'message: Need saved',
      'JSX text Create Need',
      'label= Title',
      'placeholder= Enter a title',
      'aria-label= Need title',
      'JSX child All good',
    ]);
  });

  it('leaves keys, punctuation, numbers and ignored lines alone', () => {
    const source = `
      const FIELDS = [{ name: 'title', label: 'needs.field.title' }];
      export const Y = () => (
        <Group>
          <Text>{t('needs.title')}</Text>
          <Text>— / 12 · +3</Text>
          {/* i18n-ignore */}
          <Code>SELECT</Code>
          <Box style={{ color: 'var(--mantine-color-blue-6)' }} />
        </Group>
      );`;
    expect(texts(source)).toEqual([]);
  });
});

describe('findUnknownKeys', () => {
  it('names a key the code writes that no English catalogue holds', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-'));
    temporary.push(dir);
    const file = path.join(dir, 'a.tsx');
    fs.writeFileSync(file, "t('needs.known'); t('needs.unknown'); t(`needs.prefix.${x}`);");
    expect(findUnknownKeys([file], new Set(['needs.known', 'needs.prefix.a']), ['needs'])).toEqual([
      { file, key: 'needs.unknown' },
    ]);
  });
});

describe('the interface', () => {
  it('has complete catalogues and no text outside them', () => {
    const { problems, keys, namespaces } = checkCatalogs(path.join(webSrc, 'locales'));
    const files = listInterfaceFiles(webSrc);
    const stray = files.flatMap((file) =>
      findHardcodedText(file, fs.readFileSync(file, 'utf8')).map(
        (hit) => `${path.relative(root, file)}:${hit.line} ${hit.text}`,
      ),
    );
    const unknown = findUnknownKeys(files, keys, namespaces).map(
      ({ file, key }) => `${path.relative(root, file)}: ${key}`,
    );
    expect([...problems, ...unknown, ...stray]).toEqual([]);
  });
});

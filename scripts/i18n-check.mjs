// The interface's words live in the message catalogues. This checks the catalogues
// against each other and the web code against the catalogues; `npm run check:i18n` prints what it
// finds and the scripts' tests fail on it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@messageformat/parser';
import ts from 'typescript';

export const LANGUAGES = ['en', 'fr'];

/** The argument names of an ICU message ('{count, plural, ...}' → count). */
function argumentsOf(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

function readCatalog(file) {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return { error: 'not an object' };
    return { messages: value };
  } catch (error) {
    return { error: error.message };
  }
}

/**
 * Every namespace in every language, the same keys, each key under its namespace
 * ('needs.board.empty' in needs.json), each message valid ICU with the same arguments as English.
 */
export function checkCatalogs(localesDir) {
  const problems = [];
  const keys = new Set();
  const namespaces = new Set(
    LANGUAGES.flatMap((language) =>
      fs.existsSync(path.join(localesDir, language))
        ? fs.readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json'))
        : [],
    ),
  );
  for (const file of [...namespaces].sort()) {
    const namespace = file.replace(/\.json$/, '');
    const catalogs = {};
    for (const language of LANGUAGES) {
      const full = path.join(localesDir, language, file);
      if (!fs.existsSync(full)) {
        problems.push(
          `${language}/${file}: missing (the ${namespace} namespace has no ${language} catalogue)`,
        );
        continue;
      }
      const { messages, error } = readCatalog(full);
      if (error) problems.push(`${language}/${file}: unreadable (${error})`);
      else catalogs[language] = messages;
    }
    const english = catalogs.en ?? {};
    for (const [key, message] of Object.entries(english)) {
      keys.add(key);
      if (!key.startsWith(`${namespace}.`))
        problems.push(`en/${file}: key ${key} is outside its namespace (${namespace}.*)`);
      if (typeof message !== 'string' || message.trim() === '')
        problems.push(`en/${file}: ${key} is empty`);
    }
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const other = catalogs[language];
      if (!other) continue;
      for (const key of Object.keys(english))
        if (!(key in other)) problems.push(`${language}/${file}: ${key} is missing`);
      for (const key of Object.keys(other))
        if (!(key in english)) problems.push(`${language}/${file}: ${key} is not in English`);
      for (const [key, message] of Object.entries(other)) {
        if (typeof message !== 'string' || message.trim() === '') {
          problems.push(`${language}/${file}: ${key} is empty`);
          continue;
        }
        if (!(key in english)) continue;
        try {
          const expected = argumentsOf(english[key]).join(', ');
          const actual = argumentsOf(message).join(', ');
          if (expected !== actual)
            problems.push(
              `${language}/${file}: ${key} takes {${actual}}, English takes {${expected}}`,
            );
        } catch (error) {
          problems.push(`${language}/${file}: ${key} is not a valid message (${error.message})`);
        }
      }
    }
    for (const [key, message] of Object.entries(english)) {
      try {
        argumentsOf(message);
      } catch (error) {
        problems.push(`en/${file}: ${key} is not a valid message (${error.message})`);
      }
    }
  }
  return { problems, keys, namespaces: [...namespaces].map((f) => f.replace(/\.json$/, '')) };
}

/** JSX attributes whose value a person reads. */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'error',
  'message',
  'tooltip',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
  'emptyMessage',
  'subtitle',
  'heading',
  'text',
]);
/** Object properties whose value a person reads (toasts, confirm dialogs, field definitions). */
const TEXT_PROPERTIES = new Set([
  'title',
  'message',
  'label',
  'placeholder',
  'description',
  'confirmLabel',
  'cancelLabel',
  'children',
  'emptyText',
  'ariaLabel',
]);

const hasWords = (text) => /\p{L}{2,}/u.test(text);
/** A message key ('needs.board.title') written where text goes is a key, not text. */
const isKey = (text) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(text.trim());
const IGNORE = /i18n-ignore/;

function isIgnored(sourceFile, node) {
  const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  const lines = sourceFile.text.split('\n');
  return IGNORE.test(lines[line] ?? '') || IGNORE.test(lines[line - 1] ?? '');
}

function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/** String literals a JSX child expression can render: 'x', a ? 'x' : 'y', a && 'x', a ?? 'x'. */
function renderedLiterals(node) {
  if (!node) return [];
  if (ts.isParenthesizedExpression(node)) return renderedLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...renderedLiterals(node.whenTrue), ...renderedLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.AmpersandAmpersandToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken
    )
      return renderedLiterals(node.right).concat(
        op === ts.SyntaxKind.AmpersandAmpersandToken ? [] : renderedLiterals(node.left),
      );
    if (op === ts.SyntaxKind.PlusToken)
      return [...renderedLiterals(node.left), ...renderedLiterals(node.right)];
    return [];
  }
  const text = literalText(node);
  return text === null ? [] : [{ node, text }];
}

/** Interface text written in a web source file rather than taken from a catalogue. */
export function findHardcodedText(fileName, source) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const report = (node, text, where) => {
    if (!hasWords(text) || isKey(text) || isIgnored(sourceFile, node)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' '), where });
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) report(node, node.text, 'JSX text');
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent ?? node)) {
      for (const literal of renderedLiterals(node.expression))
        report(literal.node, literal.text, 'JSX child');
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isJsxFragment(node.parent ?? node)
    ) {
      for (const literal of renderedLiterals(node.expression))
        report(literal.node, literal.text, 'JSX child');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sourceFile);
      if (TEXT_ATTRIBUTES.has(name) && node.initializer) {
        const value = ts.isJsxExpression(node.initializer)
          ? renderedLiterals(node.initializer.expression)
          : renderedLiterals(node.initializer);
        for (const literal of value) report(literal.node, literal.text, `${name}=`);
      }
    } else if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(sourceFile).replace(/^['"]|['"]$/g, '');
      if (TEXT_PROPERTIES.has(name))
        for (const literal of renderedLiterals(node.initializer))
          report(literal.node, literal.text, `${name}:`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Source files of the interface: not tests, not the catalogues' own plumbing. */
export function listInterfaceFiles(srcDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'locales') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(srcDir);
  return files.sort();
}

/** Keys written as literals in the code ('needs.board.empty') that no English catalogue holds. */
export function findUnknownKeys(files, keys, namespaces) {
  const pattern = new RegExp(
    `['"\`]((?:${namespaces.map((n) => n.replace(/[-]/g, '\\-')).join('|')})\\.[\\w.-]*\\w)['"\`]`,
    'g',
  );
  const unknown = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(pattern)) {
      if (!keys.has(match[1]) && ![...keys].some((key) => key.startsWith(`${match[1]}.`)))
        unknown.push({ file, key: match[1] });
    }
  }
  return unknown;
}

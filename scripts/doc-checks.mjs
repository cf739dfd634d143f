// Two checks that keep the documents a newcomer reads true: no comment in the code cites a file
// outside the repository or an issue number (the reason is written down, or the decision is in
// docs/decisions/), and every relative link of the Markdown documents resolves.
import fs from 'node:fs';
import path from 'node:path';

const CODE_FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const SKIPPED = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /^apps\/server\/drizzle\//, // generated migrations, applied as written
  /^packages\/api-client\/src\/schema\.d\.ts$/, // generated from the OpenAPI document
  /^scripts\/doc-checks(\.test)?\.mjs$/, // the patterns below name what they look for
];

/** Files outside the repository: the design notes and the spec folder beside the checkout. */
const OUTSIDE_FILE = [
  /(^|[^A-Za-z_])DECISIONS(\.md|:)/,
  /ARCHITECTURE\.md/,
  /STYLE\.md/,
  /\.\.\/shared\/(spec|research|DECISIONS|ARCHITECTURE|STYLE)/,
  /(^|[\s(])(spec|research)\/[\w.-]+\.(txt|md)/,
];
/** An issue of this project: "issue 12", "Issue 14:", "issues 11 and 12", "#23". */
const ISSUE_NUMBER = [/\b[Ii]ssues? #?\d+/, /(^|[\s(])#\d+\b(?![\w-])/];

/** The comment part of one line of code, or '' when the line has none. */
export function commentOf(line) {
  const trimmed = line.trim();
  if (/^(\*|\/\*|\{\/\*|--)/.test(trimmed)) return trimmed;
  const slashes = line.search(/(?<![:'"`\\])\/\/(?!\/)/);
  return slashes === -1 ? '' : line.slice(slashes);
}

/** What a line of code cites that it should not, as short reasons ([] when nothing). */
export function citationsIn(line) {
  const found = [];
  if (OUTSIDE_FILE.some((pattern) => pattern.test(line)))
    found.push('a file outside the repository');
  const comment = commentOf(line);
  // Test titles name what they check: an issue number there is as stale as in a comment.
  const title = /\b(it|describe|test)(\.\w+)*\(['"`](.*?)['"`]/.exec(line)?.[3] ?? '';
  if (ISSUE_NUMBER.some((pattern) => pattern.test(comment) || pattern.test(title)))
    found.push('an issue number');
  return found;
}

/** The repository's code files, as paths relative to `root`. */
export function listCodeFiles(root) {
  const files = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (SKIPPED.some((pattern) => pattern.test(entry.isDirectory() ? `${child}/` : child)))
        continue;
      if (entry.isDirectory()) walk(child);
      else if (CODE_FILE.test(entry.name)) files.push(child);
    }
  };
  for (const folder of CODE_FOLDERS) if (fs.existsSync(path.join(root, folder))) walk(folder);
  for (const file of fs.readdirSync(root))
    if (CODE_FILE.test(file) && fs.statSync(path.join(root, file)).isFile()) files.push(file);
  return files;
}

/** Every offending line of the repository's code, as `path:line: reason`. */
export function findCitations(root) {
  const offenders = [];
  for (const file of listCodeFiles(root)) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const reason of citationsIn(line))
        offenders.push(`${file}:${index + 1}: cites ${reason}: ${line.trim()}`);
    });
  }
  return offenders;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown) {
  const anchors = new Set();
  for (const line of withoutCode(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]));
  }
  return anchors;
}

/** The text without fenced blocks and inline code, where a bracket is not a link. */
function withoutCode(markdown) {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The Markdown documents a newcomer reads: README, DEVELOPERS and everything under docs/. */
export function listDocuments(root) {
  const documents = ['README.md', 'DEVELOPERS.md'].filter((file) =>
    fs.existsSync(path.join(root, file)),
  );
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.md')) documents.push(child);
    }
  };
  if (fs.existsSync(path.join(root, 'docs'))) walk('docs');
  return documents;
}

/** Every relative link of those documents that names no file, or no heading of it. */
export function findBrokenLinks(root) {
  const broken = [];
  for (const document of listDocuments(root)) {
    const text = fs.readFileSync(path.join(root, document), 'utf8');
    for (const [, target] of withoutCode(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
      const [file, anchor] = target.split('#');
      const resolved = file
        ? path.join(path.dirname(path.join(root, document)), file)
        : path.join(root, document);
      if (!fs.existsSync(resolved)) broken.push(`${document}: ${target} (no such file)`);
      else if (anchor && resolved.endsWith('.md')) {
        if (!anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor))
          broken.push(`${document}: ${target} (no such heading)`);
      }
    }
  }
  return broken;
}

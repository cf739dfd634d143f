import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The English messages a person can read in an error `detail` or a form: every string or template
 * literal the server and the domain pass as a message. A template's `${...}` parts
 * become `{name}` placeholders, the form of the French catalogue's keys.
 */
export type TFoundMessage = { message: string; file: string; line: number };

/** Calls whose message argument is at this index (`notFound('Need not found')`). */
const MESSAGE_ARG: Record<string, number> = {
  AppError: 1,
  notFound: 0,
  conflict: 0,
  badInput: 0,
  forbidden: 0,
  unauthorized: 0,
  role: 1,
  launchRefused: 0,
  WebhookUrlError: 0,
  AnalyzerError: 1,
};

/** zod methods whose string arguments are messages (`.min(1, 'Name is required')`). */
const ZOD_METHODS = new Set([
  'min',
  'max',
  'length',
  'int',
  'refine',
  'regex',
  'email',
  'url',
  'uuid',
  'nonempty',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'datetime',
  'date',
  'finite',
  'multipleOf',
]);

/** Properties whose value is a message: `{ message }` / `{ error }` in zod calls, `{ detail }` bodies. */
const MESSAGE_PROPERTIES = new Set(['message', 'error', 'detail']);

function placeholderName(expr: ts.Expression): string {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return expr.name.text;
  if (ts.isCallExpression(expr)) return placeholderName(expr.expression);
  if (ts.isParenthesizedExpression(expr)) return placeholderName(expr.expression);
  return 'value';
}

/** The message forms an expression can produce; [] when it is not a literal. */
function literals(expr: ts.Node | undefined): string[] {
  if (!expr) return [];
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isTemplateExpression(expr)) {
    let text = expr.head.text;
    for (const span of expr.templateSpans)
      text += `{${placeholderName(span.expression)}}${span.literal.text}`;
    return [text];
  }
  if (ts.isParenthesizedExpression(expr)) return literals(expr.expression);
  if (ts.isConditionalExpression(expr))
    return [...literals(expr.whenTrue), ...literals(expr.whenFalse)];
  if (
    ts.isBinaryExpression(expr) &&
    expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
  )
    return literals(expr.right);
  if (ts.isArrowFunction(expr)) {
    if (ts.isBlock(expr.body)) {
      const found: string[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isReturnStatement(node)) found.push(...literals(node.expression));
        else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
      };
      ts.forEachChild(expr.body, visit);
      return found;
    }
    return literals(expr.body);
  }
  return [];
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

export function findMessagesInSource(file: string, text: string): TFoundMessage[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: TFoundMessage[] = [];
  const add = (node: ts.Node, messages: string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const message of messages)
      if (/[A-Za-z]{2}/.test(message.replace(/\{\w+\}/g, ''))) found.push({ message, file, line });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? [];
      if (name && name in MESSAGE_ARG) add(node, literals(args[MESSAGE_ARG[name]!]));
      else if (name && ts.isCallExpression(node) && ZOD_METHODS.has(name)) {
        const isZod = ts.isPropertyAccessExpression(node.expression);
        if (isZod) for (const arg of args) if (!ts.isArrowFunction(arg)) add(arg, literals(arg));
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      MESSAGE_PROPERTIES.has(node.name.text)
    )
      add(node, literals(node.initializer));
    // `const NEED_NOT_FOUND = 'Need not found'`: a sentence kept in a constant.
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z][A-Z0-9_]*(MESSAGE|NOT_FOUND|DENIED|REJECTED|FORBIDDEN|STALE_UPDATE|UNREADABLE_UPLOAD|LOCKED_MESSAGE)$/.test(
        node.name.text,
      ) &&
      node.initializer
    )
      add(
        node,
        literals(node.initializer).filter((m) => /^[A-Z][a-z]*\b.* /.test(m)),
      );
    // A function that composes a message (`getFlowActionRefusal`, `describeLoginWait`).
    if (
      ts.isFunctionDeclaration(node) &&
      node.name &&
      /(Message|Refusal|LoginWait)$/.test(node.name.text) &&
      node.body
    ) {
      const visitReturns = (inner: ts.Node): void => {
        if (ts.isReturnStatement(inner)) add(inner, literals(inner.expression));
        else if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, visitReturns);
      };
      ts.forEachChild(node.body, visitReturns);
    }
    // `export const NEED_MESSAGES = { ... }`: every value is a message.
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /_MESSAGES$/.test(node.name.text) &&
      node.initializer
    ) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init))
        for (const prop of init.properties) {
          if (ts.isPropertyAssignment(prop)) add(prop, literals(prop.initializer));
          else if (ts.isMethodDeclaration(prop) && prop.body)
            prop.body.statements.forEach((s) => {
              if (ts.isReturnStatement(s)) add(s, literals(s.expression));
            });
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name))
      out.push(full);
  }
  return out;
}

/** Every English message of the given source folders. */
export function findEnglishMessages(dirs: string[]): TFoundMessage[] {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) => findMessagesInSource(file, fs.readFileSync(file, 'utf8'))),
  );
}

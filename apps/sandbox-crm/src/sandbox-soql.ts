import { SandboxCrmError } from './sandbox-record-rules.ts';

/**
 * The SOQL the sandbox understands: `SELECT f1, f2 FROM Obj [WHERE f = 'v' [AND ...]]
 * [ORDER BY f [ASC|DESC]] [LIMIT n]`, with `=` and `!=` on strings (quotes and backslashes
 * escaped), numbers, true/false and null. Anything else is MALFORMED_QUERY, as Salesforce says of
 * what it cannot parse.
 */
export type TSoqlValue = string | number | boolean | null;
export type TSoqlQuery = {
  fields: string[];
  object: string;
  where: { field: string; op: '=' | '!='; value: TSoqlValue }[];
  orderBy: { field: string; direction: 'ASC' | 'DESC' } | null;
  limit: number | null;
};

type TToken = { kind: 'word' | 'string' | 'number' | 'symbol'; text: string; value?: TSoqlValue };

function malformed(detail: string): SandboxCrmError {
  return new SandboxCrmError('MALFORMED_QUERY', `unexpected token: ${detail}`);
}

function tokenize(soql: string): TToken[] {
  const tokens: TToken[] = [];
  let i = 0;
  while (i < soql.length) {
    const c = soql[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= soql.length) throw malformed('unterminated string');
        const ch = soql[i]!;
        if (ch === '\\') {
          const next = soql[i + 1];
          if (next === undefined) throw malformed('unterminated string');
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
        } else if (ch === "'") {
          i++;
          break;
        } else {
          value += ch;
          i++;
        }
      }
      tokens.push({ kind: 'string', text: `'${value}'`, value });
    } else if (/[0-9-]/.test(c)) {
      const m = /^-?\d+(\.\d+)?/.exec(soql.slice(i));
      if (!m) throw malformed(c);
      tokens.push({ kind: 'number', text: m[0], value: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(soql.slice(i))!;
      tokens.push({ kind: 'word', text: m[0] });
      i += m[0].length;
    } else if (soql.startsWith('!=', i)) {
      tokens.push({ kind: 'symbol', text: '!=' });
      i += 2;
    } else if (c === ',' || c === '=') {
      tokens.push({ kind: 'symbol', text: c });
      i++;
    } else {
      throw malformed(c);
    }
  }
  return tokens;
}

export function parseSoql(soql: string): TSoqlQuery {
  const tokens = tokenize(soql);
  let at = 0;
  const peek = () => tokens[at];
  const isWord = (word: string) => peek()?.kind === 'word' && peek()!.text.toUpperCase() === word;
  const expectWord = (word: string) => {
    if (!isWord(word)) throw malformed(peek()?.text ?? `end of query, expected ${word}`);
    at++;
  };
  const name = () => {
    const t = peek();
    if (t?.kind !== 'word') throw malformed(t?.text ?? 'end of query');
    at++;
    return t.text;
  };

  expectWord('SELECT');
  const fields = [name()];
  while (peek()?.text === ',') {
    at++;
    fields.push(name());
  }
  expectWord('FROM');
  const object = name();
  const where: TSoqlQuery['where'] = [];
  if (isWord('WHERE')) {
    at++;
    for (;;) {
      const field = name();
      const op = peek();
      if (op?.text !== '=' && op?.text !== '!=') throw malformed(op?.text ?? 'end of query');
      at++;
      const v = peek();
      let value: TSoqlValue;
      if (v?.kind === 'string' || v?.kind === 'number') value = v.value!;
      else if (v?.kind === 'word' && /^(null|true|false)$/i.test(v.text))
        value = v.text.toLowerCase() === 'null' ? null : v.text.toLowerCase() === 'true';
      else throw malformed(v?.text ?? 'end of query');
      at++;
      where.push({ field, op: op.text, value });
      if (!isWord('AND')) break;
      at++;
    }
  }
  let orderBy: TSoqlQuery['orderBy'] = null;
  if (isWord('ORDER')) {
    at++;
    expectWord('BY');
    const field = name();
    let direction: 'ASC' | 'DESC' = 'ASC';
    if (isWord('ASC') || isWord('DESC')) direction = name().toUpperCase() as 'ASC' | 'DESC';
    orderBy = { field, direction };
  }
  let limit: number | null = null;
  if (isWord('LIMIT')) {
    at++;
    const n = peek();
    if (n?.kind !== 'number' || !Number.isInteger(n.value) || (n.value as number) < 0)
      throw malformed(n?.text ?? 'end of query');
    limit = n.value as number;
    at++;
  }
  if (at < tokens.length) throw malformed(tokens[at]!.text);
  return { fields, object, where, orderBy, limit };
}

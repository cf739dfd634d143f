/**
 * Statements prepared on demand, one per key (named `<prefix>_<n>`), at most `max` of them: past
 * that, `get` answers undefined and the caller builds its query each time.
 */
export function preparedPerKey<TInput, TStatement>(
  max: number,
  prefix: string,
  prepare: (input: TInput, name: string) => TStatement,
) {
  const statements = new Map<string, TStatement>();
  return {
    get(key: string, input: TInput): TStatement | undefined {
      let statement = statements.get(key);
      if (!statement && statements.size < max) {
        statement = prepare(input, `${prefix}_${statements.size + 1}`);
        statements.set(key, statement);
      }
      return statement;
    },
  };
}

import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What drizzle keeps of a select's fields on a prepared query (an ordered, flattened list). */
type TSelectedField = { path: string[]; field: unknown };
type TDecoder = { mapFromDriverValue: (value: unknown) => unknown };
type TRowMapper = (rows: unknown[][]) => unknown[];
type TPreparedInternals = {
  fields?: TSelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: TRowMapper;
};

/** The decoder drizzle's own mapResultRow picks for a field (`decoder` is internal to SQL). */
function decoderOf(field: unknown): TDecoder {
  if (is(field, Column)) return field;
  const sqlOf = (value: unknown) => (value as { decoder: TDecoder }).decoder;
  if (is(field, SQL)) return sqlOf(field);
  if (is(field, Subquery)) return sqlOf((field as unknown as { _: { sql: SQL } })._.sql);
  return sqlOf((field as { sql: SQL }).sql);
}

/**
 * The row mapper of a prepared select, worked out once: drizzle's mapResultRow finds each field's
 * decoder and walks its path again on every row of every execution, which was the largest share
 * of the board's bulk read after the database itself. The objects are the same, key for
 * key: nested selections, decoders, and a left-joined table's object set to null when its first
 * column is (drizzle's rule).
 */
export function compileRowMapper(
  fields: readonly TSelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): TRowMapper {
  const columns = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1]!,
      decode: decoder.mapFromDriverValue.bind(decoder),
    };
  });

  // drizzle nulls a nested object when its first table column is null and every table column of
  // that object comes from one table the joins may leave empty.
  const nullable: { name: string; firstKey: string }[] = [];
  if (joinsNotNullableMap) {
    const seen = new Map<string, { table: string; firstKey: string } | false>();
    for (const { path, field } of fields) {
      if (!is(field, Column) || path.length !== 2) continue;
      const table = getTableName(field.table);
      const known = seen.get(path[0]!);
      if (known === undefined) seen.set(path[0]!, { table, firstKey: path[1]! });
      else if (known && known.table !== table) seen.set(path[0]!, false);
    }
    for (const [name, entry] of seen)
      if (entry && !joinsNotNullableMap[entry.table])
        nullable.push({ name, firstKey: entry.firstKey });
  }

  const count = columns.length;
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const column = columns[i]!;
        let node = out;
        for (const parent of column.parents)
          node = (node[parent] ??= {}) as Record<string, unknown>;
        const raw = row[i];
        node[column.key] = raw === null ? null : column.decode(raw);
      }
      for (const { name, firstKey } of nullable)
        if ((out[name] as Record<string, unknown>)[firstKey] === null) out[name] = null;
      return out;
    });
}

/**
 * Gives a prepared select the compiled row mapper (drizzle calls a prepared query's
 * `customResultMapper`, when it has one, with the rows as arrays, on either driver).
 */
export function withCompiledRowMapper<T extends object>(prepared: T): T {
  const internals = prepared as TPreparedInternals;
  if (internals.fields && !internals.customResultMapper)
    internals.customResultMapper = compileRowMapper(
      internals.fields,
      internals.joinsNotNullableMap,
    );
  return prepared;
}

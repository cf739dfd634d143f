import { translateDomainMessage } from '../../i18n/domain-messages.ts';

type TIssue = { path: readonly PropertyKey[]; message: string };
type TSafeParseSchema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly TIssue[] } };
};

/**
 * Turns a zod schema into a @mantine/form `validate` function: first message per field, in the
 * active language (the domain writes English).
 */
export function zodFormValidator<TValues>(schema: TSafeParseSchema) {
  return (values: TValues): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = translateDomainMessage(issue.message);
    }
    return errors;
  };
}

/**
 * The first message of each top-level field ('form' for an issue without a path), as the schema
 * wrote it: for dialogs that validate a built request body rather than the form values.
 */
export function getFirstIssueByField(
  result: ReturnType<TSafeParseSchema['safeParse']>,
): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

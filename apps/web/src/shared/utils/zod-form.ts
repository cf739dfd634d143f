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

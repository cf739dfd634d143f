/** A JSON object: not null, not an array, its keys readable as a record. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object a message's text holds, or null when the text is no JSON or holds anything else. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return isJsonObject(value) ? value : null;
}

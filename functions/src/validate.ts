import { ValidationError, type InferType, type Schema } from 'yup';
import { badRequest } from './errors';

/**
 * Every string trimmed, everything else as it came. The forms send what was typed ("12 Mill Road ")
 * and their schemas trim before checking; a strict pass on the raw value would refuse the space
 * ("must be a trimmed string") or check a pattern against it, so the API checks what the form checks.
 */
function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)]));
  }
  return value;
}

/**
 * Validates strictly (no casting: "5" is not a number) and returns the schema's output.
 * Every failing field gets its message in `fields`.
 */
export async function validate<S extends Schema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  const input = trimStrings(body);
  try {
    await schema.validate(input, { strict: true, abortEarly: false });
    // Second pass without strict only to apply defaults to a value already proven valid.
    return (await schema.validate(input, { stripUnknown: true })) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) {
      const fields: Record<string, string> = {};
      for (const issue of err.inner.length ? err.inner : [err]) {
        // yup names the body itself '' (an unknown top-level field, say): call it '_' for the client.
        const key = issue.path || '_';
        fields[key] ??= issue.message;
      }
      throw badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
    }
    throw err;
  }
}

import { ValidationError, type InferType, type Schema } from 'yup';
import { badRequest } from '../errors';

/**
 * Validates strictly (no casting: "5" is not a number) and returns the schema's output.
 * Every failing field gets its message in `fields`.
 */
export async function validate<S extends Schema>(schema: S, input: unknown): Promise<InferType<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw badRequest('The request body must be a JSON object');
  }
  try {
    await schema.validate(input, { strict: true, abortEarly: false });
    // Second pass without strict only to apply trims and defaults to a value already proven valid.
    return (await schema.validate(input, { stripUnknown: true })) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) {
      const fields: Record<string, string> = {};
      for (const issue of err.inner.length ? err.inner : [err]) {
        const key = issue.path ?? '_';
        fields[key] ??= issue.message;
      }
      throw badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
    }
    throw err;
  }
}

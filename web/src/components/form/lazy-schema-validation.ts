import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * A Formik `validate` that loads its yup schema when the form is first validated (the first change,
 * blur or submit), so yup (about 12 kB gzip) is not part of a page's first load. It checks exactly
 * as `validationSchema` does: the same preparation of the values (an empty string is missing) and
 * every error at once, each under its field's name. A schema that cannot be loaded (the connection
 * dropped) blocks nothing: the API checks the same schema and the form shows its field errors.
 *
 * Checks answer in the order they were asked. Formik shows whichever answer comes last, and the
 * checks made while the schema loads all start together once it has: a check of older values that
 * took longer would otherwise leave its errors under fields filled since.
 */
export function lazySchemaValidation<Values extends FormikValues>(
  loadSchema: () => Promise<Schema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  const check = async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = await loadSchema().catch(() => null);
    if (!schema) return {};
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as Error).name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
  let previous: Promise<unknown> = Promise.resolve();
  return (values) => {
    const answer = previous.then(() => check(values));
    previous = answer.catch(() => undefined);
    return answer;
  };
}

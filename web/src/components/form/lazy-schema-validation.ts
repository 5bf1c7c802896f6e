import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * A Formik `validate` that loads its yup schema when the form is first validated (the first change,
 * blur or submit), so yup (about 12 kB gzip) is not part of a page's first load. It checks exactly
 * as `validationSchema` does: the same preparation of the values (an empty string is missing) and
 * every error at once, each under its field's name. A schema that cannot be loaded (the connection
 * dropped) blocks nothing: the API checks the same schema and the form shows its field errors.
 *
 * Every check answers with the errors of the newest values asked about. Formik shows each answer
 * as it comes, and the checks made while the schema loads all answer once it has: the first (the
 * first field typed, the others still empty) would flash "required" under fields filled since,
 * under the one just left too, and move the submit button from under the click that left it.
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
  let newest: Promise<FormikErrors<Values>> = Promise.resolve({});
  /** The newest check's errors, waiting again if a newer check is asked for meanwhile. */
  const newestAnswer = async (): Promise<FormikErrors<Values>> => {
    let asked: Promise<FormikErrors<Values>>;
    let errors: FormikErrors<Values>;
    do {
      asked = newest;
      errors = await asked;
    } while (asked !== newest);
    return errors;
  };
  return (values) => {
    const answer = check(values);
    newest = answer;
    return answer.then(newestAnswer);
  };
}

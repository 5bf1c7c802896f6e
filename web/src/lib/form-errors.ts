import type { FormikHelpers } from 'formik';
import { ApiRequestError, errorMessage } from './api-client';

/**
 * After a failed submit: the API's per-field messages go under the form's own fields, and the
 * message to show in a toast comes back. The API names fields by their path in its body
 * (`order.orderQuantity`, `updatedInfo.price`, `review.reviewRating`); a form names them by the
 * last part, so the longest known suffix wins. Messages for fields the form does not have stay in
 * the returned text.
 */
/** A field of a list's item, as Formik names it: `priceTiers[1].price`. */
export type ListItemField = `${string}[${number}].${string}`;

export function applyApiErrors<Values extends object>(
  err: unknown,
  form: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  formFields: readonly ((keyof Values & string) | ListItemField)[],
): string {
  if (!(err instanceof ApiRequestError)) return errorMessage(err);
  for (const [path, message] of Object.entries(err.fields)) {
    const field = formFields.find((name) => path === name || path.endsWith(`.${name}`));
    if (!field) continue;
    void form.setFieldTouched(field, true, false);
    form.setFieldError(field, message);
  }
  return err.message;
}

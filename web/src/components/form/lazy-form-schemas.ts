/**
 * The schemas of the forms on first-visit pages (Login, Register, the purchase page's order form,
 * the cart's checkout), in a module of their own: the pages import it, and yup with it, only when a
 * form is first checked (see lazySchemaValidation).
 */
export { checkoutFormSchema, loginFormSchema, orderFormSchema, registerFormSchema } from '@toolshub/shared';

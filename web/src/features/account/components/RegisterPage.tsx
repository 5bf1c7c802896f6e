import { Island } from '../../../islands/Island';
import { lazySchemaValidation } from '../../../components/form/lazy-schema-validation';
import { paths } from '../../../config/paths';
import { sendVerificationEmail } from '../../../lib/email-verification';
import { registerWithEmail } from '../api/sign-in';
import { AuthForm, emailField, passwordField, type AuthField } from './AuthForm';

const fields = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' } satisfies AuthField<'fullName'>,
  emailField('Email Address'),
  passwordField('new-password'),
];
const validate = lazySchemaValidation(() =>
  import('../../../components/form/lazy-form-schemas').then((m) => m.registerFormSchema),
);

/** The page's form, heading and links: an island of its own on a visitor's Register (islands/hydrate-islands.tsx). */
export function RegisterForm() {
  return (
    <AuthForm
      title="Register"
      formLabel="Create an account"
      fields={fields}
      validate={validate}
      onSubmit={({ fullName, email, password }) => ({
        signIn: () => registerWithEmail(fullName.trim(), email.trim(), password),
        // Once signed in (the profile first): the shop sends the link through its mail path. A
        // request that fails now is one 'Resend' away, on the banner every page shows.
        afterwards: () => sendVerificationEmail().catch(() => undefined),
      })}
      errorTestId="register-error"
      otherPage={{ prompt: 'Already have an account?', link: 'Login', to: paths.login }}
    />
  );
}

export function RegisterPage() {
  return (
    <Island name="register">
      <RegisterForm />
    </Island>
  );
}

export default RegisterPage;

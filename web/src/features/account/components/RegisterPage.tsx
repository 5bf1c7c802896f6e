import { registerFormSchema } from '@toolshub/shared';
import { paths } from '../../../config/paths';
import { sendVerificationEmail } from '../../../lib/email-verification';
import { registerWithEmail } from '../api/sign-in';
import { AuthForm, type AuthField } from './AuthForm';

const fields: AuthField<'fullName' | 'email' | 'password'>[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export function RegisterPage() {
  return (
    <AuthForm
      title="Register"
      formLabel="Create an account"
      fields={fields}
      validationSchema={registerFormSchema}
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

export default RegisterPage;

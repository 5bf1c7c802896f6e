import Alert from '@mui/material/Alert';
import { Island } from '../../../islands/Island';
import { lazySchemaValidation } from '../../../components/form/lazy-schema-validation';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { signInWithEmail } from '../api/sign-in';
import { AuthForm, emailField, passwordField } from './AuthForm';

const fields = [emailField('Email'), passwordField('current-password')];
const validate = lazySchemaValidation(() =>
  import('../../../components/form/lazy-form-schemas').then((m) => m.loginFormSchema),
);

/** The page's form, heading and links: an island of its own on a visitor's Login (islands/hydrate-islands.tsx). */
export function LoginForm() {
  return (
    <AuthForm
      title="Login"
      formLabel="Sign in with e-mail"
      fields={fields}
      validate={validate}
      onSubmit={({ email, password }) => ({ signIn: () => signInWithEmail(email.trim(), password) })}
      errorTestId="login-error"
      otherPage={{ prompt: 'New to Tools Hub?', link: 'Create an account', to: paths.register }}
    >
      {env.useEmulators && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="demo-accounts">
          Demo accounts (local build): admin@toolshub.example / admin-pass-123 and customer@toolshub.example /
          customer-pass-123
        </Alert>
      )}
    </AuthForm>
  );
}

export function LoginPage() {
  return (
    <Island name="login">
      <LoginForm />
    </Island>
  );
}

export default LoginPage;

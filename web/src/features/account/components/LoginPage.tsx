import Alert from '@mui/material/Alert';
import { lazySchemaValidation } from '../../../components/form/lazy-schema-validation';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { signInWithEmail } from '../api/sign-in';
import { AuthForm, emailField, passwordField } from './AuthForm';

const fields = [emailField('Email'), passwordField('current-password')];
const validate = lazySchemaValidation(() =>
  import('../../../components/form/lazy-form-schemas').then((m) => m.loginFormSchema),
);

export function LoginPage() {
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

export default LoginPage;

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { loginFormSchema } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { signInWithEmail } from '../api/sign-in';
import { useAuthPage } from '../hooks/use-auth-page';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';

export function LoginPage() {
  usePageTitle('Login');
  const location = useLocation();
  const { busy, ready, setBusy, error, submit, completeSignIn, redirectTo } = useAuthPage();
  if (redirectTo) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      title="Login"
      google={<GoogleSignInButton onSignedIn={completeSignIn} onBusyChange={setBusy} disabled={busy || !ready} />}
    >
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={loginFormSchema}
        onSubmit={({ email, password }) => submit(() => signInWithEmail(email.trim(), password))}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign in with e-mail">
            <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
            <FormTextField name="password" label="Password" type="password" autoComplete="current-password" required />
            {error && (
              <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }} data-testid="login-error">
                {error}
              </Typography>
            )}
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              sx={{ mt: 2 }}
              disabled={busy || !ready}
              loading={isSubmitting}
            >
              Login
            </Button>
          </Form>
        )}
      </Formik>
      <Typography variant="body2" sx={{ mt: 2 }} align="center">
        New to Tools Hub?{' '}
        <Link component={RouterLink} to={paths.register} state={location.state}>
          Create an account
        </Link>
      </Typography>
      {env.useEmulators && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="demo-accounts">
          Demo accounts (local build): admin@toolshub.example / admin-pass-123 and customer@toolshub.example /
          customer-pass-123
        </Alert>
      )}
    </AuthCard>
  );
}

export default LoginPage;

import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { registerFormSchema } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { sendVerificationEmail } from '../../../lib/email-verification';
import { registerWithEmail } from '../api/sign-in';
import { useAuthPage } from '../hooks/use-auth-page';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';

export function RegisterPage() {
  usePageTitle('Register');
  const location = useLocation();
  const { busy, ready, setBusy, error, submit, completeSignIn, redirectTo } = useAuthPage();
  if (redirectTo) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      title="Register"
      google={<GoogleSignInButton onSignedIn={completeSignIn} onBusyChange={setBusy} disabled={busy || !ready} />}
    >
      <Formik
        initialValues={{ fullName: '', email: '', password: '' }}
        validationSchema={registerFormSchema}
        onSubmit={({ fullName, email, password }) =>
          submit(
            () => registerWithEmail(fullName.trim(), email.trim(), password),
            // Once signed in (the profile first): the shop sends the link through its mail path. A
            // request that fails now is one 'Resend' away, on the banner every page shows.
            () => sendVerificationEmail().catch(() => undefined),
          )
        }
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Create an account">
            <FormTextField name="fullName" label="Full Name" autoComplete="name" required />
            <FormTextField name="email" label="Email Address" type="email" autoComplete="email" required />
            <FormTextField name="password" label="Password" type="password" autoComplete="new-password" required />
            {error && (
              <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }} data-testid="register-error">
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
              Register
            </Button>
          </Form>
        )}
      </Formik>
      <Typography variant="body2" sx={{ mt: 2 }} align="center">
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login} state={location.state}>
          Login
        </Link>
      </Typography>
    </AuthCard>
  );
}

export default RegisterPage;

import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { User } from 'firebase/auth';
import { Form, Formik, type FormikErrors } from 'formik';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { FormTextField } from '../../../components/form/FormTextField';
import { usePageTitle } from '../../../hooks/use-page-title';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { preloadAuth } from '../api/sign-in';
import { useAuthPage } from '../hooks/use-auth-page';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';

// Shown only to a signed-in account (never on a visitor's pre-rendered Login): loaded when needed.
const NotOpenNotice = lazyWithRetry(() => import('./NotOpenNotice').then((m) => ({ default: m.NotOpenNotice })));

/** One text field of an auth form. */
export interface AuthField<Name extends string> {
  name: Name;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
}

/** The e-mail address field, as both forms have it (under their own label). */
export const emailField = (label: string): AuthField<'email'> => ({
  name: 'email',
  label,
  type: 'email',
  autoComplete: 'email',
});

/** The password field: the browser offers the saved one on Login, a new one on Register. */
export const passwordField = (autoComplete: 'current-password' | 'new-password'): AuthField<'password'> => ({
  name: 'password',
  label: 'Password',
  type: 'password',
  autoComplete,
});

/** What a sign-in or sign-up does with the values: the provider call, then what follows (not awaited). */
export interface AuthSubmission {
  signIn: () => Promise<User>;
  afterwards?: () => Promise<unknown>;
}

/**
 * Login and Register: the page title and card, Google, the e-mail form (its fields, the provider's
 * message, the submit button, disabled until the page's code runs), and the link to the other page
 * (carrying where to go after signing in). Each page declares what differs; `children` follow the link.
 */
export function AuthForm<Name extends string>({
  title,
  formLabel,
  fields,
  validate,
  onSubmit,
  errorTestId,
  otherPage,
  children,
}: {
  /** The page's title, heading and submit button. */
  title: string;
  formLabel: string;
  fields: readonly AuthField<Name>[];
  /** The form's check (see lazySchemaValidation: the schema loads when the form is first checked). */
  validate: (values: Record<Name, string>) => Promise<FormikErrors<Record<Name, string>>>;
  onSubmit: (values: Record<Name, string>) => AuthSubmission;
  errorTestId: string;
  otherPage: { prompt: string; link: string; to: string };
  children?: ReactNode;
}) {
  usePageTitle(title);
  const location = useLocation();
  const { busy, ready, setBusy, error, submit, completeSignIn, redirectTo, notOpen } = useAuthPage();
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  const initialValues = Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;

  return (
    <AuthCard
      title={title}
      onFirstUse={preloadAuth}
      notice={
        notOpen && (
          <Suspense fallback={null}>
            <NotOpenNotice notOpen={notOpen} />
          </Suspense>
        )
      }
      google={<GoogleSignInButton onSignedIn={completeSignIn} onBusyChange={setBusy} disabled={busy || !ready} />}
    >
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values) => {
          const { signIn, afterwards } = onSubmit(values);
          return submit(signIn, afterwards);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={formLabel}>
            {fields.map(({ name, label, type, autoComplete }) => (
              <FormTextField key={name} name={name} label={label} type={type} autoComplete={autoComplete} required />
            ))}
            {error && (
              <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }} data-testid={errorTestId}>
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
              {title}
            </Button>
          </Form>
        )}
      </Formik>
      <Typography variant="body2" sx={{ mt: 2 }} align="center">
        {otherPage.prompt}{' '}
        <Link component={RouterLink} to={otherPage.to} state={location.state}>
          {otherPage.link}
        </Link>
      </Typography>
      {children}
    </AuthCard>
  );
}

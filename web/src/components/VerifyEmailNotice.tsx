import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { VerifyEmailActions } from './VerifyEmailActions';

/** Shown instead of a working order button while the account's address is not verified. */
export function VerifyEmailNotice({ email }: { email: string }) {
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="verify-email-notice">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Ordering needs a verified e-mail address. Open the link we sent to {email}, then choose ‘I have verified’; no
        message? Resend it.
      </Typography>
      <VerifyEmailActions />
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { VerifyEmailActions } from '../../../components/VerifyEmailActions';

/** Across the top of every page while the signed-in account's address is not verified. */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="Verify your e-mail address"
      square
      action={<VerifyEmailActions />}
    >
      <AlertTitle>Check your inbox</AlertTitle>
      We sent a link to {email}: open it to verify your address. You can order once it is verified.
    </Alert>
  );
}

export default VerifyEmailBanner;

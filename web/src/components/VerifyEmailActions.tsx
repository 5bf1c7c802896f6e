import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { confirmEmailVerified, sendVerificationEmail } from '../lib/email-verification';
import { useSnackbar } from './SnackbarProvider';

/** 'Resend' (a new verification message) and 'I have verified' (reload the account, new token). */
export function VerifyEmailActions() {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);

  const resend = async () => {
    setBusy('resend');
    try {
      const email = await sendVerificationEmail();
      enqueueSnackbar(`We sent a new verification link to ${email}`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(err instanceof Error ? err.message : String(err), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    try {
      const verified = await confirmEmailVerified();
      enqueueSnackbar(
        verified
          ? 'Your e-mail address is verified: you can order now'
          : 'Your address is not verified yet: open the link in the message we sent you first',
        { variant: verified ? 'success' : 'warning' },
      );
    } catch (err) {
      enqueueSnackbar(err instanceof Error ? err.message : String(err), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        onClick={resend}
        loading={busy === 'resend'}
        disabled={busy !== null}
      >
        Resend
      </Button>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        onClick={check}
        loading={busy === 'check'}
        disabled={busy !== null}
      >
        I have verified
      </Button>
    </Stack>
  );
}

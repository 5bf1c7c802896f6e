import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { authErrorMessage } from '../api/auth-errors';
import { signInWithGoogle } from '../api/sign-in';

interface Props {
  onSignedIn: (user: User) => Promise<void>;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/** 'Continue with Google' (a popup); its error shows right under it. */
export function GoogleSignInButton({ onSignedIn, onBusyChange, disabled }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const click = async () => {
    setError(null);
    setSigningIn(true);
    onBusyChange(true);
    try {
      await onSignedIn(await signInWithGoogle());
    } catch (err) {
      setError(authErrorMessage(err, 'google'));
    } finally {
      setSigningIn(false);
      onBusyChange(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        size="large"
        startIcon={<GoogleIcon />}
        onClick={() => void click()}
        disabled={disabled}
        loading={signingIn}
        loadingPosition="start"
      >
        Continue with Google
      </Button>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }} data-testid="google-error">
          {error}
        </Typography>
      )}
    </>
  );
}

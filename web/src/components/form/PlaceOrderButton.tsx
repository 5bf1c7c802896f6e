import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useUnverifiedEmail } from '../../hooks/use-unverified-email';
import { VerifyEmailNotice } from '../VerifyEmailNotice';

/**
 * An order form's submit button, off while the account's e-mail address is not verified (the
 * notice above it says how to verify), or while the form says it cannot order (`disabled`).
 */
export function PlaceOrderButton({
  loading,
  disabled = false,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const unverifiedEmail = useUnverifiedEmail();
  return (
    <>
      {unverifiedEmail && <VerifyEmailNotice email={unverifiedEmail} />}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        loading={loading}
        disabled={disabled || unverifiedEmail !== null}
      >
        {children}
      </Button>
    </>
  );
}

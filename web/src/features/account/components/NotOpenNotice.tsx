import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { NotOpenScreen } from '../hooks/use-complete-sign-in';

/** Login's word to a signed-in account that a guard sent here from a page it may not open. */
export function NotOpenNotice({ notOpen }: { notOpen: NotOpenScreen }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="screen-not-open">
      {notOpen.screen} is not open to {notOpen.email ?? 'the account you are signed in with'}. Sign in with an account
      that may open it, or go to{' '}
      <Link component={RouterLink} to={paths.dashboard.root}>
        your dashboard
      </Link>
      .
    </Alert>
  );
}

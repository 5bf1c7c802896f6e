import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { CompanyInvitationView } from '@toolshub/shared';
import { QueryState } from '../../../components/QueryState';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUser } from '../../../hooks/use-user';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { limitLabel, ROLE_LABELS } from '../../../lib/company-display';
import { queryKeys } from '../../../lib/query-keys';
import { acceptInvitation, useInvitation } from '../api/company';

/**
 * /company/invitations/:id, the invitation mail's link: the account signed in with the invited
 * address accepts it here. Anyone else (the API answers 404 to them, as for an unknown invitation)
 * is told which account to sign in with.
 */
export function InvitationPage() {
  const { id = '' } = useParams();
  usePageTitle('Company invitation');
  const invitation = useInvitation(id);
  const { data: user } = useUser();
  if (invitation.error instanceof ApiRequestError && [400, 403, 404].includes(invitation.error.status)) {
    return (
      <Page>
        <Alert severity="warning" data-testid="invitation-not-yours">
          This invitation is not open to the account you are signed in with
          {user?.email ? ` (${user.email})` : ''}, or it no longer exists. Sign in with the e-mail address the
          invitation was sent to, and open the link in the mail again.
        </Alert>
      </Page>
    );
  }
  return (
    <Page>
      <QueryState query={invitation} label="Loading the invitation">
        {(found) =>
          // The company's admins may read it too, but only the invited address accepts it.
          user?.email && user.email.toLowerCase() !== found.email.toLowerCase() ? (
            <Alert severity="warning" data-testid="invitation-not-yours">
              This invitation is for {found.email}; you are signed in as {user.email}. Sign in with {found.email} to
              accept it.
            </Alert>
          ) : (
            <Invitation invitation={found} />
          )
        }
      </QueryState>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Container sx={{ py: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Company invitation
      </Typography>
      {children}
    </Container>
  );
}

function Invitation({ invitation }: { invitation: CompanyInvitationView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [accepting, setAccepting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const accept = async () => {
    setAccepting(true);
    setRefusal(null);
    try {
      await acceptInvitation(invitation.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
      enqueueSnackbar(`You are now a member of ${invitation.companyName}`, { variant: 'success' });
      void navigate(paths.dashboard.company);
    } catch (err) {
      setRefusal(errorMessage(err));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }} data-testid="invitation-summary">
        {invitation.companyName} invites {invitation.email} as {ROLE_LABELS[invitation.role].toLowerCase()}, with a
        spending limit per order of {limitLabel(invitation.spendingLimit).toLowerCase()}.
      </Typography>
      {invitation.status === 'open' ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Once you accept, you order for {invitation.companyName}: its terms, credit and sites apply to your orders.
          </Typography>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <Button variant="contained" loading={accepting} onClick={() => void accept()}>
            Accept the invitation
          </Button>
        </>
      ) : (
        <Alert severity="info">
          This invitation was {invitation.status === 'accepted' ? 'accepted already' : 'withdrawn'}.{' '}
          <RouterLink to={paths.dashboard.company}>Your company</RouterLink>
        </Alert>
      )}
    </Paper>
  );
}

export default InvitationPage;

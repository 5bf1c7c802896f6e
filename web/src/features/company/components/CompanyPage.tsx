import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { Company, CompanyInvitation, CompanyLocation, CompanyMember } from '@toolshub/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CreditBar } from '../../../components/CreditBar';
import { RowActions } from '../../../components/list/RowActions';
import { RowList } from '../../../components/list/RowList';
import type { RowColumn } from '../../../components/list/row-columns';
import { QueryState } from '../../../components/QueryState';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useCompany } from '../../../hooks/use-company';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUser } from '../../../hooks/use-user';
import { errorMessage } from '../../../lib/api-client';
import { limitLabel, paymentTermsLabel, ROLE_LABELS } from '../../../lib/company-display';
import { removeMember, revokeInvitation, useCompanyMutation } from '../api/company';
import { ApplyForTradeAccount } from './ApplyForTradeAccount';
import { InviteForm } from './InviteForm';
import { MemberDialog } from './MemberDialog';
import { SitesDialog } from './SitesDialog';

/**
 * /dashboard/company: the member's company (terms, credit as a bar, sites; for its admins the
 * members, invitations and sites to manage). An account in no company gets the trade account
 * application instead (the API answers 404 for it).
 */
export function CompanyPage() {
  usePageTitle('Company');
  const company = useCompany();
  return (
    <QueryState query={company} label="Loading your company">
      {(found) => (found ? <CompanyView company={found} /> : <ApplyForTradeAccount />)}
    </QueryState>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

const siteColumns: RowColumn<CompanyLocation>[] = [
  { field: 'name', headerName: 'Site', card: 'title' },
  { field: 'address', headerName: 'Address', minWidth: 200 },
  { field: 'phone', headerName: 'Phone' },
];

const siteRowAttributes = (site: CompanyLocation) => ({ 'data-testid': 'site-row', 'data-site-id': site.id });
const memberRowAttributes = (member: CompanyMember) => ({ 'data-testid': 'member-row', 'data-uid': member.uid });
const invitationRowAttributes = (invitation: CompanyInvitation) => ({
  'data-testid': 'invitation-row',
  'data-invitation-id': invitation.id,
});

function CompanyView({ company }: { company: Company }) {
  const isAdmin = company.role === 'admin';
  const [editingSites, setEditingSites] = useState(false);
  return (
    <Box component="article" aria-labelledby="company-heading">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="company-heading" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {company.name}
        </Typography>
        <Chip
          size="small"
          data-testid="company-status"
          label={company.status === 'active' ? 'Active' : 'On hold'}
          color={company.status === 'active' ? 'success' : 'warning'}
          variant="outlined"
          sx={{ color: 'text.primary' }}
        />
      </Stack>
      {company.status === 'on-hold' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Your company is on hold{company.holdReason ? `: ${company.holdReason}` : ''}. Its members cannot order until
          the shop releases it.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            m: 0,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <Fact label="Your role" testId="company-role">
            {ROLE_LABELS[company.role]}
          </Fact>
          <Fact label="Your spending limit per order" testId="company-spending-limit">
            {limitLabel(company.spendingLimit)}
          </Fact>
          <Fact label="Payment terms" testId="company-terms">
            {paymentTermsLabel(company.paymentTermsDays)}
          </Fact>
          <Fact label="Tax id">{company.taxId ?? '—'}</Fact>
          <Fact label="Sales tax" testId="company-tax">
            {company.taxExempt ? `Exempt (${company.taxExemptReference ?? 'no reference'})` : 'Charged on every order'}
          </Fact>
        </Box>
        <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
          Credit
        </Typography>
        <CreditBar company={company} />
      </Paper>

      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h2">
          Sites
        </Typography>
        {isAdmin && (
          <Button variant="outlined" onClick={() => setEditingSites(true)}>
            Edit sites
          </Button>
        )}
      </Stack>
      {company.locations.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          No sites yet{isAdmin ? ': add the addresses your orders go to.' : '.'}
        </Typography>
      ) : (
        <Box sx={{ mb: 3 }}>
          <RowList
            label="Sites"
            rows={company.locations}
            columns={siteColumns}
            getRowId={(site) => site.id}
            rowAttributes={siteRowAttributes}
          />
        </Box>
      )}
      {isAdmin && <SitesDialog open={editingSites} sites={company.locations} onClose={() => setEditingSites(false)} />}
      {isAdmin && <Members company={company} />}
    </Box>
  );
}

/** A company admin's: the members (role and limit, to change or remove), the open invitations, and inviting. */
function Members({ company }: { company: Company }) {
  const { data: user } = useUser();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const remove = useCompanyMutation(removeMember);
  const revoke = useCompanyMutation(revokeInvitation);
  const members = company.members ?? [];
  const invitations = (company.invitations ?? []).filter((invitation) => invitation.status === 'open');

  const memberColumns: RowColumn<CompanyMember>[] = [
    {
      field: 'name',
      headerName: 'Name',
      card: 'title',
      renderCell: ({ row }) => (row.email === user?.email ? `${row.name} (you)` : row.name),
    },
    {
      field: 'email',
      headerName: 'E-mail',
      renderCell: ({ row }) => <span style={{ wordBreak: 'break-all' }}>{row.email}</span>,
    },
    { field: 'role', headerName: 'Role', renderCell: ({ row }) => ROLE_LABELS[row.role] },
    {
      field: 'spendingLimit',
      headerName: 'Spending limit',
      type: 'number',
      renderCell: ({ row }) => limitLabel(row.spendingLimit),
    },
    {
      field: 'actions',
      headerName: 'Action',
      renderCell: ({ row }) => (
        <RowActions
          label={row.name}
          actions={[
            { label: 'Edit', onClick: () => setEditing(row) },
            { label: 'Remove', color: 'error', onClick: () => setRemoving(row) },
          ]}
        />
      ),
    },
  ];

  const invitationColumns: RowColumn<CompanyInvitation>[] = [
    {
      field: 'email',
      headerName: 'E-mail',
      card: 'title',
      renderCell: ({ row }) => <span style={{ wordBreak: 'break-all' }}>{row.email}</span>,
    },
    { field: 'role', headerName: 'Role', renderCell: ({ row }) => ROLE_LABELS[row.role] },
    {
      field: 'spendingLimit',
      headerName: 'Spending limit',
      type: 'number',
      renderCell: ({ row }) => limitLabel(row.spendingLimit),
    },
    {
      field: 'actions',
      headerName: 'Action',
      renderCell: ({ row }) => (
        <RowActions
          label={`invitation of ${row.email}`}
          actions={[
            {
              label: 'Withdraw',
              color: 'error',
              loading: revoke.isPending && revoke.variables === row.id,
              onClick: () =>
                revoke.mutate(row.id, {
                  onSuccess: () => enqueueSnackbar(`Invitation of ${row.email} withdrawn`, { variant: 'success' }),
                  onError: (err) => enqueueSnackbar(errorMessage(err), { variant: 'error' }),
                }),
            },
          ]}
        />
      ),
    },
  ];

  const confirmRemove = () => {
    if (!removing) return;
    const member = removing;
    remove.mutate(member.uid, {
      onSuccess: () => enqueueSnackbar(`${member.name} is no longer a member`, { variant: 'success' }),
      // The last company admin cannot go (409): the API's message says so.
      onError: (err) => enqueueSnackbar(errorMessage(err), { variant: 'error' }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Members
      </Typography>
      <Box sx={{ mb: 3 }}>
        <RowList
          label="Members"
          rows={members}
          columns={memberColumns}
          getRowId={(member) => member.uid}
          rowAttributes={memberRowAttributes}
        />
      </Box>
      <Typography variant="h5" component="h2" gutterBottom>
        Invitations
      </Typography>
      {invitations.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No open invitations.
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }}>
          <RowList
            label="Open invitations"
            rows={invitations}
            columns={invitationColumns}
            getRowId={(invitation) => invitation.id}
            rowAttributes={invitationRowAttributes}
          />
        </Box>
      )}
      <InviteForm />
      <MemberDialog member={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove this member from the company?"
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing && (
          <Typography>
            {removing.name} ({removing.email}) will no longer order for {company.name} or see its orders.
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}

export default CompanyPage;

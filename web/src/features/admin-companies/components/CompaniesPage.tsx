import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  COMPANY_LIST_SORTS,
  COMPANY_STATUSES,
  DEFAULT_COMPANY_LIST_SORT,
  formatPrice,
  type CompanyApplication,
  type CompanySummary,
} from '@toolshub/shared';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { CollapsibleFilters } from '../../../components/list/CollapsibleFilters';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { RowActions } from '../../../components/list/RowActions';
import { RowList } from '../../../components/list/RowList';
import type { RowColumn } from '../../../components/list/row-columns';
import { QueryState } from '../../../components/QueryState';
import { listFilters, listSpec, useListController } from '../../../hooks/use-list-controller';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { limitLabel, paymentTermsLabel } from '../../../lib/company-display';
import { useApplications, useCompanies } from '../api/companies';
import { ApplicationDialog, type ApplicationDecision } from './ApplicationDialog';
import { CompanyEditDialog } from './CompanyEditDialog';

/** Filtered by status, sorted by name (or newest first), 25 a page. */
const COMPANY_LIST = listSpec({
  filters: { status: listFilters.oneOf(COMPANY_STATUSES) },
  sort: {
    options: COMPANY_LIST_SORTS,
    fallback: DEFAULT_COMPANY_LIST_SORT,
    columns: { name: { asc: 'name', desc: 'name' } },
  },
  pageSize: 25,
});

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const STATUS_LABELS = { active: 'Active', 'on-hold': 'On hold' } as const;

const companyRowAttributes = (company: CompanySummary) => ({
  'data-testid': 'company-row',
  'data-company-id': company.id,
});
const applicationRowAttributes = (application: CompanyApplication) => ({
  'data-testid': 'application-row',
  'data-application-id': application.id,
});

/**
 * /dashboard/companies (shop admins): the applications waiting for a decision (approve with terms
 * and a credit limit, or reject with a note), then every company in a grid (cards on a phone) with
 * its members, terms, credit limit, credit used, overdue invoices and status, each to edit.
 */
export function CompaniesPage() {
  usePageTitle('Companies');
  const list = useListController(COMPANY_LIST);
  const companies = useCompanies({ sort: list.sort, limit: list.pageSize, ...list.filters });
  const [editing, setEditing] = useState<CompanySummary | null>(null);

  const columns: RowColumn<CompanySummary>[] = [
    { field: 'name', headerName: 'Name', minWidth: 160, flex: 1.5, card: 'title' },
    { field: 'memberCount', headerName: 'Members', type: 'number', minWidth: 90, sortable: false },
    {
      field: 'paymentTermsDays',
      headerName: 'Terms',
      minWidth: 100,
      sortable: false,
      valueFormatter: (value: number) => paymentTermsLabel(value),
    },
    {
      field: 'creditLimit',
      headerName: 'Credit limit',
      type: 'number',
      minWidth: 110,
      sortable: false,
      valueFormatter: (value: number | null) => limitLabel(value),
    },
    {
      field: 'creditUsed',
      headerName: 'Used',
      type: 'number',
      minWidth: 100,
      sortable: false,
      valueFormatter: (value: number) => formatPrice(value),
    },
    {
      field: 'overdue',
      headerName: 'Overdue',
      type: 'number',
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Box
          component="span"
          sx={{ color: row.overdue > 0 ? 'error.main' : undefined, fontWeight: row.overdue > 0 ? 700 : undefined }}
        >
          {formatPrice(row.overdue)}
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          data-testid="company-status"
          label={STATUS_LABELS[row.status]}
          color={row.status === 'active' ? 'success' : 'warning'}
          sx={{ color: 'text.primary' }}
        />
      ),
    },
    {
      field: 'actions',
      headerName: 'Action',
      minWidth: 90,
      sortable: false,
      hideable: false,
      renderCell: ({ row }) => (
        <RowActions label={row.name} actions={[{ label: 'Edit', onClick: () => setEditing(row) }]} />
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Companies {companies.rowCount >= 0 ? companies.rowCount : '…'}
      </Typography>
      <Applications />
      <Typography variant="h5" component="h2" sx={{ mt: 3 }} gutterBottom>
        Trade accounts
      </Typography>
      <CollapsibleFilters active={list.activeFilters}>
        {() => (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ mb: 2 }}
            role="group"
            aria-label="Filter companies"
          >
            <TextField
              select
              size="small"
              label="Status"
              value={list.values.status}
              onChange={(event) => list.setFilters({ status: event.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 180 }}
            >
              <option value="">Any</option>
              {COMPANY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </TextField>
          </Stack>
        )}
      </CollapsibleFilters>
      <ServerDataGrid<CompanySummary>
        label="Companies"
        list={companies}
        columns={columns}
        getRowId={(company) => company.id}
        {...list.grid}
        onRowClick={setEditing}
        rowAttributes={companyRowAttributes}
      />
      <CompanyEditDialog company={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** The applications waiting for a decision, oldest last, a page at a time. */
function Applications() {
  const applications = useApplications({ status: 'pending' });
  const [deciding, setDeciding] = useState<{ application: CompanyApplication; decision: ApplicationDecision } | null>(
    null,
  );
  const columns: RowColumn<CompanyApplication>[] = [
    { field: 'companyName', headerName: 'Company', card: 'title' },
    {
      field: 'applicant',
      headerName: 'Applicant',
      renderCell: ({ row }) => (
        <span style={{ wordBreak: 'break-all' }}>
          {row.applicant.name} ({row.applicant.email})
        </span>
      ),
    },
    { field: 'taxId', headerName: 'Tax id' },
    { field: 'address', headerName: 'Address' },
    { field: 'phone', headerName: 'Phone' },
    {
      field: 'createdAt',
      headerName: 'Applied',
      renderCell: ({ row }) =>
        row.createdAt ? <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time> : '—',
    },
    {
      field: 'actions',
      headerName: 'Action',
      renderCell: ({ row }) => (
        <RowActions
          label={`application of ${row.companyName}`}
          actions={[
            {
              label: 'Approve',
              variant: 'contained',
              onClick: () => setDeciding({ application: row, decision: 'approve' }),
            },
            { label: 'Reject', color: 'error', onClick: () => setDeciding({ application: row, decision: 'reject' }) },
          ]}
        />
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby="applications-heading">
      <Typography id="applications-heading" variant="h5" component="h2" gutterBottom>
        Applications to decide
      </Typography>
      <QueryState query={{ ...applications, data: applications.items }} label="Loading the applications">
        {(items) =>
          items.length === 0 ? (
            <Typography color="text.secondary">No applications are waiting.</Typography>
          ) : (
            <>
              <RowList
                label="Applications to decide"
                rows={items}
                columns={columns}
                getRowId={(application) => application.id}
                rowAttributes={applicationRowAttributes}
              />
              {applications.isFetchNextPageError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  An error has occurred: {errorMessage(applications.error)}
                </Alert>
              )}
              <LoadMoreButton list={applications} />
            </>
          )
        }
      </QueryState>
      <ApplicationDialog
        application={deciding?.application ?? null}
        decision={deciding?.decision ?? 'approve'}
        onClose={() => setDeciding(null)}
      />
    </Box>
  );
}

export default CompaniesPage;

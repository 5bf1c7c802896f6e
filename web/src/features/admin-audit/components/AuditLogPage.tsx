import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { AUDIT_ACTIONS, PAGE_SIZES, type AuditEntry } from '@toolshub/shared';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { CollapsibleFilters } from '../../../components/list/CollapsibleFilters';
import { RowList } from '../../../components/list/RowList';
import type { RowColumn } from '../../../components/list/row-columns';
import { QueryState } from '../../../components/QueryState';
import { listFilters, listSpec, useListController } from '../../../hooks/use-list-controller';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/audit-log';
import { ACTION_LABELS, actorName, changeLines, targetPath } from '../audit-display';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function Target({ entry }: { entry: AuditEntry }) {
  const to = targetPath(entry);
  const label = entry.target.label || entry.target.id;
  return (
    <>
      {to ? (
        <Link component={RouterLink} to={to}>
          {label}
        </Link>
      ) : (
        label
      )}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
        {entry.target.kind} {entry.target.id}
      </Typography>
    </>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line) => (
        <li key={line.field} data-testid="audit-change">
          <strong>{line.label}:</strong> {line.before} → {line.after}
        </li>
      ))}
    </Box>
  );
}

const columns: RowColumn<AuditEntry>[] = [
  {
    field: 'at',
    headerName: 'When',
    renderCell: ({ row }) =>
      row.at ? (
        <time dateTime={row.at} style={{ whiteSpace: 'nowrap' }}>
          {when.format(new Date(row.at))}
        </time>
      ) : (
        '—'
      ),
  },
  {
    field: 'actor',
    headerName: 'Who',
    renderCell: ({ row }) => <span style={{ wordBreak: 'break-all' }}>{actorName(row.actor)}</span>,
  },
  {
    field: 'action',
    headerName: 'Action',
    card: 'title',
    renderCell: ({ row }) => ACTION_LABELS[row.action],
  },
  { field: 'target', headerName: 'Target', renderCell: ({ row }) => <Target entry={row} /> },
  { field: 'change', headerName: 'Change (before → after)', renderCell: ({ row }) => <Change entry={row} /> },
];

const auditRowAttributes = () => ({ 'data-testid': 'audit-row' });

const sameFilters = (a: AuditFilters, b: AuditFilters) =>
  a.action === b.action && a.actor === b.actor && a.targetId === b.targetId;

/** Filtered by action, admin and target (in the order the API's query names them), 50 a page. */
const AUDIT_LIST = listSpec({
  filters: { action: listFilters.oneOf(AUDIT_ACTIONS), actor: listFilters.text, targetId: listFilters.text },
  pageSize: PAGE_SIZES.adminTable,
  pageSizes: [PAGE_SIZES.adminTable],
});

/** The filters as typed (empty: not filtered). */
type AuditFilters = Record<'action' | 'actor' | 'targetId', string>;

const NO_FILTERS: AuditFilters = { action: '', actor: '', targetId: '' };

/** The filter form: the action applies as it is chosen, the texts when the form is sent. */
function AuditFilterForm({ value, onChange }: { value: AuditFilters; onChange: (next: AuditFilters) => void }) {
  const [draft, setDraft] = useState(value);
  // The address changed under the form (Back, a link): it shows the filters the list now has.
  const [shown, setShown] = useState(value);
  if (!sameFilters(value, shown)) {
    setShown(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
    >
      <TextField
        select
        size="small"
        label="Action"
        value={draft.action}
        onChange={(e) => {
          const next = { ...draft, action: e.target.value };
          setDraft(next);
          onChange(next);
        }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">Any action</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="email"
        label="Admin's e-mail"
        value={draft.actor}
        onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
      />
      <TextField
        size="small"
        label="Target id"
        value={draft.targetId}
        onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
      />
      <Button type="submit" variant="contained">
        Filter
      </Button>
      <Button
        type="button"
        onClick={() => {
          setDraft(NO_FILTERS);
          onChange(NO_FILTERS);
        }}
      >
        Clear
      </Button>
    </Stack>
  );
}

/** Admin: who did what and when, with the values before and after; newest first, a page at a time. */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const list = useListController(AUDIT_LIST);
  const log = useAuditLog({ limit: list.pageSize, ...list.filters });
  const pages = log.data?.pages ?? [];
  const total = pages[pages.length - 1]?.total ?? log.items?.length;

  return (
    <Box component="section" aria-labelledby="audit-heading">
      <Typography id="audit-heading" variant="h4" component="h1" gutterBottom>
        Audit log ({total ?? '…'})
      </Typography>
      <CollapsibleFilters active={list.activeFilters}>
        {() => <AuditFilterForm value={list.values} onChange={list.setFilters} />}
      </CollapsibleFilters>
      <QueryState
        query={{ isPending: log.isPending, isError: log.isLoadingError, error: log.error, data: log.items }}
        label="Loading the audit log"
      >
        {(entries) =>
          entries.length === 0 ? (
            <Typography color="text.secondary">No entries match.</Typography>
          ) : (
            <>
              <RowList
                label="Audit log entries"
                rows={entries}
                columns={columns}
                getRowId={(entry) => entry._id}
                rowAttributes={auditRowAttributes}
              />
              {(log.isFetchNextPageError || log.isRefetchError) && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  An error has occurred: {errorMessage(log.error)}
                </Alert>
              )}
              <LoadMoreButton list={log} />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}

export default AuditLogPage;

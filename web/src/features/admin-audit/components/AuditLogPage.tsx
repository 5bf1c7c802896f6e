import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@toolshub/shared';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { NO_FILTERS, useAuditLog, type AuditFilters } from '../api/audit-log';
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

/** The filter form: the action applies as it is chosen, the texts when the form is sent. */
function AuditFilterForm({ value, onChange }: { value: AuditFilters; onChange: (next: AuditFilters) => void }) {
  const [draft, setDraft] = useState(value);
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
          const next = { ...draft, action: e.target.value as AuditAction | '' };
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
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const pages = log.data?.pages ?? [];
  const total = pages[pages.length - 1]?.total ?? log.items?.length;

  return (
    <Box component="section" aria-labelledby="audit-heading">
      <Typography id="audit-heading" variant="h4" component="h1" gutterBottom>
        Audit log ({total ?? '…'})
      </Typography>
      <AuditFilterForm value={filters} onChange={setFilters} />
      <QueryState
        query={{ isPending: log.isPending, isError: log.isLoadingError, error: log.error, data: log.items }}
        label="Loading the audit log"
      >
        {(entries) =>
          entries.length === 0 ? (
            <Typography color="text.secondary">No entries match.</Typography>
          ) : (
            <>
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-labelledby="audit-heading">
                  <TableHead>
                    <TableRow>
                      <TableCell>When</TableCell>
                      <TableCell>Who</TableCell>
                      <TableCell>Action</TableCell>
                      <TableCell>Target</TableCell>
                      <TableCell>Change (before → after)</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {entries.map((entry) => (
                      <TableRow key={entry._id} data-testid="audit-row" sx={{ verticalAlign: 'top' }}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {entry.at ? <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> : '—'}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{actorName(entry.actor)}</TableCell>
                        <TableCell>{ACTION_LABELS[entry.action]}</TableCell>
                        <TableCell>
                          <Target entry={entry} />
                        </TableCell>
                        <TableCell>
                          <Change entry={entry} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
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

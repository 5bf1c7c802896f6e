import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice, type BuyingList, type BuyingListCartResult } from '@toolshub/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryState } from '../../../components/QueryState';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { useCompany } from '../../../hooks/use-company';
import { BuyingListFields } from '../../../components/BuyingListFields';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import {
  deleteBuyingList,
  updateBuyingList,
  useAddListToCart,
  useBuyingLists,
  useBuyingListsMutation,
} from '../api/buying-lists';

const updatedOn = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

const lineName = (line: BuyingList['lines'][number]) => line.toolName ?? `Tool ${line.toolId} (no longer exists)`;

/** /dashboard/lists: the caller's buying lists and their company's shared ones; edit, delete, "Add all to cart". */
export function BuyingListsPage() {
  usePageTitle('Buying lists');
  const lists = useBuyingLists();
  const addToCart = useAddListToCart();
  const [outcome, setOutcome] = useState<{ list: string; result: BuyingListCartResult } | null>(null);
  const [editing, setEditing] = useState<BuyingList | null>(null);
  const [deleting, setDeleting] = useState<BuyingList | null>(null);
  const remove = useBuyingListsMutation(deleteBuyingList);
  const { enqueueSnackbar } = useSnackbar();

  const addAll = (list: BuyingList) =>
    addToCart.mutate(list.id, {
      onSuccess: (result) => setOutcome({ list: list.name, result }),
      onError: (err) => enqueueSnackbar(errorMessage(err), { variant: 'error' }),
    });

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Buying lists
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Kits you order again and again. Save one from your cart or from an order; shared lists are seen and edited by
        everyone in your company.
      </Typography>
      {outcome && <AddOutcome {...outcome} onClose={() => setOutcome(null)} />}
      <QueryState query={lists} label="Loading your lists">
        {(data) =>
          data.length === 0 ? (
            <Typography data-testid="lists-empty">
              No lists yet: use “Save as list” in your{' '}
              <Link component={RouterLink} to={paths.cart}>
                cart
              </Link>{' '}
              or on an order’s details.
            </Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Buying lists">
              {data.map((list) => (
                <Paper component="li" key={list.id} sx={{ p: 2 }} aria-label={list.name}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                        {list.name} {list.shared && <Chip size="small" label="Shared" color="primary" />}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {list.mine ? 'Yours' : `By ${list.owner.name}`} · {list.lines.length}{' '}
                        {list.lines.length === 1 ? 'line' : 'lines'} · updated {updatedOn(list.updatedAt)}
                      </Typography>
                      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                        {list.lines.map((line) => `${line.quantity} × ${lineName(line)}`).join(', ')}
                      </Typography>
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
                      <Button
                        variant="contained"
                        onClick={() => addAll(list)}
                        loading={addToCart.isPending && addToCart.variables === list.id}
                      >
                        Add all to cart
                      </Button>
                      <Button onClick={() => setEditing(list)}>Edit</Button>
                      <Button color="error" onClick={() => setDeleting(list)}>
                        Delete
                      </Button>
                    </Stack>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {editing && <ListEditor list={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              enqueueSnackbar(`Deleted “${deleting.name}”`, { variant: 'success' });
              setDeleting(null);
            },
            onError: (err) => enqueueSnackbar(errorMessage(err), { variant: 'error' }),
          })
        }
      >
        {deleting?.shared ? 'Your whole company loses this shared list.' : 'The list is gone for good.'}
      </ConfirmDialog>
    </Box>
  );
}

/** What "Add all to cart" did: the lines added (at the caller's price now) and those left out, with why. */
function AddOutcome({ list, result, onClose }: { list: string; result: BuyingListCartResult; onClose: () => void }) {
  const { added, refused } = result;
  return (
    <Alert
      severity={refused.length === 0 ? 'success' : added.length === 0 ? 'error' : 'warning'}
      onClose={onClose}
      sx={{ mb: 2 }}
      data-testid="add-outcome"
    >
      <Typography>
        {added.length > 0
          ? `Added ${added.length} ${added.length === 1 ? 'line' : 'lines'} of “${list}” to your cart.`
          : `Nothing from “${list}” could go in your cart.`}{' '}
        {added.length > 0 && (
          <Link component={RouterLink} to={paths.cart}>
            Go to the cart
          </Link>
        )}
      </Typography>
      {added.length > 0 && (
        <Box component="ul" sx={{ my: 0.5, pl: 2 }} aria-label="Added to the cart">
          {added.map((line) => (
            <li key={line.toolId}>
              {line.toolName}: {line.quantity} at {formatPrice(line.unitPrice)} each
              {line.cartQuantity !== line.quantity ? ` (${line.cartQuantity} in the cart now)` : ''}
            </li>
          ))}
        </Box>
      )}
      {refused.length > 0 && (
        <>
          <Typography>Not added:</Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2 }} aria-label="Not added">
            {refused.map((line) => (
              <li key={line.toolId}>{line.message}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}

interface DraftLine {
  toolId: string;
  name: string;
  typed: string;
}

/** A list's name, sharing and lines (quantities changed, lines removed): PUT /api/lists/{id}. */
function ListEditor({ list, onClose }: { list: BuyingList; onClose: () => void }) {
  const titleId = useId();
  const company = useCompany();
  const [name, setName] = useState(list.name);
  const [shared, setShared] = useState(list.shared);
  const [lines, setLines] = useState<DraftLine[]>(() =>
    list.lines.map((line) => ({ toolId: line.toolId, name: lineName(line), typed: String(line.quantity) })),
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useBuyingListsMutation(updateBuyingList);
  const { enqueueSnackbar } = useSnackbar();
  const mayShare = Boolean(company.data) || list.shared;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    save.mutate(
      {
        id: list.id,
        name: name.trim(),
        shared,
        lines: lines.map((line) => ({ toolId: line.toolId, quantity: Number(line.typed) })),
      },
      {
        onSuccess: () => {
          enqueueSnackbar(`Saved “${name.trim()}”`, { variant: 'success' });
          onClose();
        },
        onError: (err) =>
          err instanceof ApiRequestError && Object.keys(err.fields).length > 0
            ? setFields(err.fields)
            : setFields({ '': errorMessage(err) }),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Edit list</DialogTitle>
        <DialogContent>
          <BuyingListFields
            name={name}
            onName={setName}
            shared={shared}
            onShared={setShared}
            mayShare={mayShare}
            shareLabel="Shared with my company"
            fields={fields}
          />
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1 }} aria-label="Lines">
            {lines.map((line, i) => {
              const problem = fields[`lines[${i}].quantity`] ?? fields[`lines[${i}].toolId`];
              return (
                <Stack component="li" key={line.toolId} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Typography sx={{ flex: 1, pt: 1, overflowWrap: 'anywhere' }}>{line.name}</Typography>
                  <TextField
                    label={`Quantity of ${line.name}`}
                    value={line.typed}
                    onChange={(event) =>
                      setLines(lines.map((l) => (l.toolId === line.toolId ? { ...l, typed: event.target.value } : l)))
                    }
                    error={Boolean(problem)}
                    helperText={problem ?? ' '}
                    size="small"
                    sx={{ width: 140 }}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                  <IconButton
                    aria-label={`Remove ${line.name}`}
                    onClick={() => setLines(lines.filter((l) => l.toolId !== line.toolId))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          {fields.lines && <FormHelperText error>{fields.lines}</FormHelperText>}
          {fields[''] && <Alert severity="error">{fields['']}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default BuyingListsPage;

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { BuyingListFields } from './BuyingListFields';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BuyingListLine } from '@toolshub/shared';
import { paths } from '../config/paths';
import { useCompany } from '../hooks/use-company';
import { ApiRequestError, errorMessage } from '../lib/api-client';
import { createBuyingList, useBuyingListsMutation } from '../api/buying-lists';

interface Props {
  open: boolean;
  /** The lines to keep (the cart's, or an order's). */
  lines: readonly BuyingListLine[];
  /** The name the field starts with. */
  defaultName?: string;
  onClose: () => void;
}

/**
 * "Save as list" (from the cart or an order's details): a name and, for a company member, whether
 * the whole company sees it; POST /api/lists. The API's messages show under their fields.
 */
export function SaveAsListDialog({ open, lines, defaultName = '', onClose }: Props) {
  const titleId = useId();
  const company = useCompany({ enabled: open });
  const [name, setName] = useState(defaultName);
  const [shared, setShared] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const save = useBuyingListsMutation(createBuyingList);
  const member = Boolean(company.data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setFailure(null);
    if (name.trim() === '') {
      setFields({ name: 'Name is required' });
      return;
    }
    save.mutate(
      {
        name: name.trim(),
        shared: member && shared,
        lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
      },
      {
        onSuccess: () => setSavedAs(name.trim()),
        onError: (err) => {
          if (err instanceof ApiRequestError && Object.keys(err.fields).length > 0) {
            setFields(err.fields);
            const others = Object.entries(err.fields).filter(([key]) => key !== 'name' && key !== 'shared');
            if (others.length > 0) setFailure(others.map(([, message]) => message).join('; '));
          } else setFailure(errorMessage(err));
        },
      },
    );
  };

  const close = () => {
    setSavedAs(null);
    setFields({});
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Save as list</DialogTitle>
        <DialogContent>
          {savedAs ? (
            <Alert severity="success" data-testid="list-saved">
              Saved as “{savedAs}”.{' '}
              <Link component={RouterLink} to={paths.dashboard.lists}>
                Open your lists
              </Link>
            </Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {lines.length} {lines.length === 1 ? 'line' : 'lines'}, with their quantities.
              </Typography>
              <BuyingListFields
                name={name}
                onName={setName}
                shared={shared}
                onShared={setShared}
                mayShare={member}
                shareLabel="Share with my company (every member sees and edits it)"
                fields={fields}
                autoFocus
              />
              {failure && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {failure}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{savedAs ? 'Close' : 'Cancel'}</Button>
          {!savedAs && (
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save list
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

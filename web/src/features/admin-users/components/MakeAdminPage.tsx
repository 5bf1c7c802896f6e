import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useState } from 'react';
import { useUser } from '../../../hooks/use-user';
import { CREATED_SORTS, type UserProfile } from '@toolshub/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { RowActions } from '../../../components/list/RowActions';
import type { RowColumn } from '../../../components/list/row-columns';
import { listSpec, useListController } from '../../../hooks/use-list-controller';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useSignOut } from '../../../hooks/use-sign-out';
import { deleteUser, makeAdmin, removeAdmin, useUserAction, useUsers } from '../api/users';

type Pending = { kind: 'promote' | 'demote' | 'delete'; user: UserProfile } | null;

const titles = {
  promote: 'Are you sure you want to make admin?',
  demote: 'Are you sure you want to remove admin rights?',
  delete: 'Are you sure you want to delete this user?',
};

/** Sorted by the page's Order select, not by a column. */
const USER_LIST = listSpec({ sort: { options: CREATED_SORTS, fallback: 'newest' }, pageSize: 50 });

const userRowAttributes = (user: UserProfile) => ({ 'data-testid': 'user-row', 'data-email': user.email });

export function MakeAdminPage() {
  usePageTitle('Make Admin');
  const list = useListController(USER_LIST);
  const users = useUsers({ sort: list.sort, limit: list.pageSize });
  const { data: me } = useUser();
  const signOut = useSignOut();
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<Pending>(null);
  const promote = useUserAction(makeAdmin);
  const demote = useUserAction(removeAdmin);
  const remove = useUserAction(deleteUser);
  const busy = promote.isPending || demote.isPending || remove.isPending;

  const confirm = () => {
    if (!pending) return;
    const { kind, user } = pending;
    const fail = (err: unknown) => enqueueSnackbar(errorMessage(err), { variant: 'error' });
    const done = () => setPending(null);
    if (kind === 'promote') {
      promote.mutate(user, {
        onSuccess: (r) =>
          r.matchedCount > 0 && enqueueSnackbar(`User: ${user.email} Admin added successfully`, { variant: 'success' }),
        onError: fail,
        onSettled: done,
      });
    } else if (kind === 'demote') {
      demote.mutate(user, {
        onSuccess: () => enqueueSnackbar(`User: ${user.email} is no longer an admin`, { variant: 'success' }),
        onError: fail,
        onSettled: done,
      });
    } else {
      remove.mutate(user, {
        onSuccess: (r) => {
          if (r.deletedCount > 0) enqueueSnackbar(`User: ${user.email} deleted`, { variant: 'success' });
          if (user.email === me?.email) void signOut();
        },
        onError: fail,
        onSettled: done,
      });
    }
  };

  const columns: RowColumn<UserProfile>[] = [
    {
      field: 'photoURL',
      headerName: 'Avatar',
      width: 80,
      sortable: false,
      card: 'hidden',
      renderCell: ({ row }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center' }}>
          <Avatar src={row.photoURL} alt={row.displayName || row.email} />
        </Stack>
      ),
    },
    { field: 'displayName', headerName: 'User Name', minWidth: 150, flex: 1, sortable: false, card: 'title' },
    { field: 'email', headerName: 'Email Address', minWidth: 220, flex: 1.5, sortable: false },
    {
      field: 'role',
      headerName: 'Admin',
      minWidth: 90,
      sortable: false,
      valueGetter: (_value, row) => (row.role === 'admin' ? 'Admin' : '—'),
    },
    {
      field: 'actions',
      headerName: 'Action',
      minWidth: 240,
      sortable: false,
      hideable: false,
      renderCell: ({ row: user }) => (
        <RowActions
          label={user.email}
          actions={[
            user.role === 'admin'
              ? { label: 'Remove admin', onClick: () => setPending({ kind: 'demote', user }) }
              : { label: 'Make Admin', variant: 'contained', onClick: () => setPending({ kind: 'promote', user }) },
            { label: 'Delete', color: 'error', onClick: () => setPending({ kind: 'delete', user }) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        All users {users.rowCount >= 0 ? users.rowCount : '…'}
      </Typography>
      <TextField
        select
        size="small"
        label="Order"
        value={list.sort}
        onChange={(event) => list.setSort(event.target.value === 'oldest' ? 'oldest' : 'newest')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 200 }}
      >
        <option value="newest">Newest first</option>
        <option value="oldest">Oldest first</option>
      </TextField>
      <ServerDataGrid<UserProfile>
        label="All users"
        list={users}
        columns={columns}
        {...list.grid}
        rowAttributes={userRowAttributes}
      />
      <ConfirmDialog
        open={Boolean(pending)}
        title={pending ? titles[pending.kind] : ''}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={pending.user.photoURL} alt={pending.user.displayName || pending.user.email} />
            <div>
              <Typography sx={{ fontWeight: 700 }}>{pending.user.displayName}</Typography>
              <Typography>{pending.user.email}</Typography>
            </div>
          </Stack>
        )}
      </ConfirmDialog>
    </>
  );
}

export default MakeAdminPage;

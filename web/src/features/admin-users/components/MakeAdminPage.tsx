import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useState } from 'react';
import { useUser } from '../../../hooks/use-user';
import type { UserProfile } from '@toolshub/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { QueryState } from '../../../components/QueryState';
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

export function MakeAdminPage() {
  usePageTitle('Make Admin');
  const users = useUsers();
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

  return (
    <QueryState query={{ ...users, data: users.items }} label="Loading users">
      {(list) => (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            All users {list.length}
          </Typography>
          <TableContainer component={Paper}>
            <Table size="small" aria-label="All users">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Avatar</TableCell>
                  <TableCell>User Name</TableCell>
                  <TableCell>Email Address</TableCell>
                  <TableCell>Admin</TableCell>
                  <TableCell>Action</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((user, i) => (
                  <TableRow key={user._id} data-testid="user-row" data-email={user.email}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell>
                      <Avatar src={user.photoURL} alt={user.displayName || user.email} />
                    </TableCell>
                    <TableCell>{user.displayName}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell>{user.role === 'admin' ? 'Admin' : '—'}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        {user.role === 'admin' ? (
                          <Button size="small" onClick={() => setPending({ kind: 'demote', user })}>
                            Remove admin
                          </Button>
                        ) : (
                          <Button
                            size="small"
                            variant="contained"
                            onClick={() => setPending({ kind: 'promote', user })}
                          >
                            Make Admin
                          </Button>
                        )}
                        <Button size="small" color="error" onClick={() => setPending({ kind: 'delete', user })}>
                          Delete
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <LoadMoreButton list={users} />
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
      )}
    </QueryState>
  );
}

export default MakeAdminPage;

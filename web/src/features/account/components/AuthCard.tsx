import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame shared by Login and Register: title, Google button, OR, the form. */
export function AuthCard({
  title,
  google,
  children,
  onFirstUse,
  notice,
}: {
  title: string;
  google: ReactNode;
  /** Shown under the title, before anything else (why the visitor is here). */
  notice?: ReactNode;
  children: ReactNode;
  /** Called as the pointer reaches the card or a field takes focus: time to fetch what signing in needs. */
  onFirstUse?: () => void;
}) {
  return (
    <Container maxWidth="xs" sx={{ py: 6 }} onPointerEnter={onFirstUse} onFocusCapture={onFirstUse}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {notice}
        <Box sx={{ my: 2 }}>{google}</Box>
        <Divider sx={{ my: 2 }}>OR</Divider>
        {children}
      </Paper>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * An address of something that is not there (or not the caller's to see): its heading, a sentence
 * saying so, and the way back to where such things are listed.
 */
export function ItemNotFound({
  name,
  title,
  children,
  back,
}: {
  /** Names the section (`{name}` is its id and its test id). */
  name: string;
  title: string;
  children: ReactNode;
  back: { to: string; label: string };
}) {
  return (
    <Box component="section" aria-labelledby={name} data-testid={name}>
      <Typography id={name} variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{children}</Typography>
      <Button component={RouterLink} to={back.to} variant="contained">
        {back.label}
      </Button>
    </Box>
  );
}

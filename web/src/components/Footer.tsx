import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { useHydrated } from '../hooks/use-hydrated';
import { Logo } from './Logo';

/** This year; while a pre-rendered page hydrates, the year it was built in (what its HTML says). */
function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 4, mt: 'auto' }}
    >
      <Container>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <RouterLink to={paths.home} aria-label="Tools Hub home">
            <Logo width={160} />
          </RouterLink>
          <Stack component="nav" aria-label="Footer" direction="row" spacing={3}>
            <Link component={RouterLink} to={paths.home}>
              Home
            </Link>
            <Link component={RouterLink} to={paths.blogs}>
              Blogs
            </Link>
          </Stack>
        </Stack>
        <Typography variant="body2" align="center" sx={{ mt: 2 }} color="text.secondary">
          Copyright © {useCurrentYear()} Tools-Hub. All Rights Reserved.
        </Typography>
      </Container>
    </Box>
  );
}

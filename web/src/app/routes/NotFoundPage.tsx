import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container sx={{ py: 6, textAlign: 'center' }}>
      <img
        src="/images/not-found.svg"
        alt="A lost toolbox beside a 404 sign"
        width={400}
        height={300}
        style={{ maxWidth: '100%', height: 'auto' }}
      />
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        The page you asked for is not in our workshop.
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Return to home
      </Button>
    </Container>
  );
}

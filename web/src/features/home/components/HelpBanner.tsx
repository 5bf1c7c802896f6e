import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { lazy, Suspense } from 'react';
import { shop } from '../../../config/shop';

// Below the fold: the form (Formik, MUI's text field) loads after the page's first paint, not in it.
const InquiryForm = lazy(() => import('./InquiryForm').then((m) => ({ default: m.InquiryForm })));

/** 'Need help to customize your order?': leave an e-mail address, or call. */
export function HelpBanner() {
  return (
    <Container component="section" aria-labelledby="help-heading" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderColor: 'secondary.main', borderWidth: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography id="help-heading" variant="h4" component="h2" gutterBottom>
              Need help to customize your order?
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Engraved handles, mixed sets or a quantity beyond our stock: leave your e-mail address and our team will
              write back within one working day. Or talk to us now.
            </Typography>
            <Button href={shop.phone.href} variant="outlined" color="secondary" startIcon={<PhoneIcon aria-hidden />}>
              Call now: {shop.phone.display}
            </Button>
          </Box>
          <Box sx={{ flex: 1 }}>
            <Suspense fallback={<Box sx={{ minHeight: 56 }} aria-busy="true" />}>
              <InquiryForm />
            </Suspense>
          </Box>
        </Stack>
      </Paper>
    </Container>
  );
}

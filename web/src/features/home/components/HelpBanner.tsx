import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { shop } from '../../../config/shop';
import { useNearViewport } from '../../../hooks/use-near-viewport';

// Below the fold: the form's code (Formik, yup, MUI's text field with its Select and Menu) is about a
// quarter of Home's JavaScript, so it loads only when the visitor gets near the banner, not on
// every first visit.
const InquiryForm = lazyWithRetry(() => import('./InquiryForm').then((m) => ({ default: m.InquiryForm })));

/**
 * Holds the form's place until it is there: as tall as the form (a 56px field and a 56px button,
 * stacked 16px apart on phones, side by side from sm up), so nothing moves when it arrives. Empty:
 * nothing to focus and nothing for a screen reader to announce.
 */
function InquiryFormPlaceholder() {
  return <Box data-testid="inquiry-form-placeholder" sx={{ height: { xs: 128, sm: 56 } }} />;
}

/** 'Need help to customize your order?': leave an e-mail address, or call. */
export function HelpBanner() {
  // 400px ahead of the viewport, or as soon as keyboard focus enters the banner ('Call now').
  const { ref, near, reveal } = useNearViewport<HTMLElement>('400px');
  return (
    <Container ref={ref} component="section" aria-labelledby="help-heading" onFocus={reveal} sx={{ py: 6 }}>
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
            {near ? (
              <Suspense fallback={<InquiryFormPlaceholder />}>
                <InquiryForm />
              </Suspense>
            ) : (
              <InquiryFormPlaceholder />
            )}
          </Box>
        </Stack>
      </Paper>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
// In the page's HTML rather than fetched: the picture is drawn with the first paint, not after a
// request of its own (a 4 kB drawing; as an <img> it was Home's largest paint, up to 2.7 s in
// Lighthouse's simulated mobile load).
import heroDrawing from '../assets/hero.svg?raw';

const TOOLS_SECTION_HASH = new URL(paths.toolsSection, 'http://localhost').hash;

export function Hero() {
  return (
    <Box component="section" aria-labelledby="hero-heading" sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 8 } }}>
      <Container>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Typography
              id="hero-heading"
              variant="h3"
              component="h1"
              gutterBottom
              sx={{ fontWeight: 700, fontSize: { xs: '2.25rem', md: '3rem' } }}
            >
              Carpentry tools in bulk, built to last
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 3 }}>
              Tools Hub supplies joinery shops, contractors and cabinet makers with hammers, chisels, saws, planes and
              power tools at wholesale prices, delivered within 7 days.
            </Typography>
            {/* Same page (/ or /home), new hash: the app's ScrollRestoration scrolls to PopularTools' #tools. */}
            <Button component={RouterLink} to={{ hash: TOOLS_SECTION_HASH }} variant="contained" size="large">
              Order Now
            </Button>
          </Box>
          <Box sx={{ flex: 1, width: '100%' }}>
            <Box
              role="img"
              aria-label="A workshop wall of neatly hung carpentry tools"
              dangerouslySetInnerHTML={{ __html: heroDrawing }}
              sx={{ display: 'block', '& > svg': { display: 'block', width: '100%', height: 'auto' } }}
            />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

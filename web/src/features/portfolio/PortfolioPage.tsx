import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { usePageTitle } from '../../hooks/use-page-title';
import { portfolio } from './portfolio-content';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);

/** The site owner: who they are, what they studied, what they know and what they built. */
export function PortfolioPage() {
  usePageTitle('Portfolio');
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' }, mb: 4 }}
      >
        <Avatar aria-hidden sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'secondary.main' }}>
          {initials(portfolio.name)}
        </Avatar>
        <div>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
            {portfolio.name}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary">
            {portfolio.headline}
          </Typography>
        </div>
      </Stack>

      <Box component="section" aria-labelledby="about-heading" sx={{ mb: 5, maxWidth: '75ch' }}>
        <Typography id="about-heading" variant="h5" component="h2" gutterBottom>
          About me
        </Typography>
        <Typography>{portfolio.bio}</Typography>
      </Box>

      <Box component="section" aria-labelledby="education-heading" sx={{ mb: 5 }}>
        <Typography id="education-heading" variant="h5" component="h2" gutterBottom>
          Education
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {portfolio.education.map((entry) => (
            <li key={entry.degree} data-testid="education">
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {entry.degree}
              </Typography>
              <Typography color="text.secondary">
                {entry.school}, {entry.years}
              </Typography>
            </li>
          ))}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="skills-heading" sx={{ mb: 5 }}>
        <Typography id="skills-heading" variant="h5" component="h2" gutterBottom>
          Skills
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {portfolio.skills.map((skill) => (
            <li key={skill}>
              <Chip label={skill} variant="outlined" />
            </li>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="projects-heading">
        <Typography id="projects-heading" variant="h5" component="h2" gutterBottom>
          Projects
        </Typography>
        <ResponsiveGrid label="Projects">
          {portfolio.projects.map((project) => (
            <Card
              component="li"
              key={project.name}
              data-testid="project"
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h3" gutterBottom>
                  {project.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {project.description}
                </Typography>
              </CardContent>
              <CardActions>
                <Button href={project.url}>View {project.name}</Button>
              </CardActions>
            </Card>
          ))}
        </ResponsiveGrid>
      </Box>
    </Container>
  );
}

export default PortfolioPage;

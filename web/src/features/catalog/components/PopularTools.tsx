import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid';
import { POPULAR_TOOLS_QUERY, useTools } from '../api/get-tools';
import { ToolCard } from './ToolCard';

/** 'Our Popular Tools': the 6 tools with most pieces ordered (ties: newest), never the whole catalog. */
export function PopularTools() {
  const tools = useTools(POPULAR_TOOLS_QUERY);
  return (
    <Container component="section" id="tools" aria-labelledby="tools-heading" sx={{ py: 6, scrollMarginTop: 72 }}>
      <Typography id="tools-heading" variant="h4" component="h2" align="center" gutterBottom>
        Our Popular Tools
      </Typography>
      <QueryState query={tools} label="Loading tools">
        {(list) => (
          <ResponsiveGrid label="Popular tools">
            {list.map((tool, i) => (
              <ToolCard key={tool._id} tool={tool} eager={i < 3} />
            ))}
          </ResponsiveGrid>
        )}
      </QueryState>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
        <Button component={RouterLink} to={paths.tools} variant="outlined" size="large">
          View all tools
        </Button>
      </Box>
    </Container>
  );
}

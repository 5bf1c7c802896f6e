import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { phoneCompactCells, phoneHidden } from './phone-hidden';
import { formatPrice, type AnalyticsToolFigure } from '@toolshub/shared';

/** A top-10 list of tools as a table (rank, tool, SKU, revenue, pieces). */
export function ToolRanking({ title, tools, testId }: { title: string; tools: AnalyticsToolFigure[]; testId: string }) {
  const headingId = `${testId}-heading`;
  return (
    <>
      <Typography variant="h6" component="h3" id={headingId}>
        {title}
      </Typography>
      {tools.length === 0 ? (
        <Typography color="text.secondary">No tools sold in this window.</Typography>
      ) : (
        <Table size="small" sx={phoneCompactCells} aria-labelledby={headingId} data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Tool</TableCell>
              <TableCell sx={phoneHidden}>SKU</TableCell>
              <TableCell align="right">Revenue</TableCell>
              <TableCell align="right">Pieces</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tools.map((tool, i) => (
              <TableRow key={tool.toolId}>
                <TableCell>{i + 1}</TableCell>
                {/* A long unbroken name (a test tool's) wraps anywhere rather than widen the phone's page. */}
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{tool.toolName}</TableCell>
                <TableCell sx={{ ...phoneHidden, wordBreak: 'break-all' }}>{tool.sku}</TableCell>
                <TableCell align="right">{formatPrice(tool.revenue)}</TableCell>
                <TableCell align="right">{tool.pieces}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { phoneCompactCells, phoneHidden } from './phone-hidden';
import { Link as RouterLink } from 'react-router';
import type { LowStockTool } from '@toolshub/shared';
import { paths } from '../../../config/paths';

/** Tools at or below their reorder point, fewest pieces first, with the way to restock them. */
export function LowStockList({ tools }: { tools: LowStockTool[] }) {
  return (
    <>
      {tools.length === 0 ? (
        <Typography color="text.secondary">No tool is at or below its reorder point.</Typography>
      ) : (
        <Table size="small" sx={phoneCompactCells} aria-labelledby="low-stock-heading" data-testid="low-stock">
          <TableHead>
            <TableRow>
              <TableCell>Tool</TableCell>
              <TableCell sx={phoneHidden}>SKU</TableCell>
              <TableCell align="right">Available</TableCell>
              <TableCell align="right">Reorder point</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tools.map((tool) => (
              <TableRow key={tool.toolId}>
                <TableCell>{tool.toolName}</TableCell>
                <TableCell sx={{ ...phoneHidden, wordBreak: 'break-all' }}>{tool.sku}</TableCell>
                <TableCell align="right">{tool.available}</TableCell>
                <TableCell align="right">{tool.reorderPoint}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button component={RouterLink} to={paths.dashboard.allProducts} sx={{ mt: 1 }}>
        Restock in All Products
      </Button>
    </>
  );
}

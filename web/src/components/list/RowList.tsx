import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { usePhone } from '../../hooks/use-phone';
import { RowCards, type RowCardsProps } from './RowCards';
import { alignOf, cellContent } from './row-columns';

/**
 * A list that is not a server grid (My Orders, the audit log): a table from its columns, or on a
 * phone the same columns as cards (RowCards). The table may scroll inside its own box; the page never does.
 */
export function RowList<R extends GridValidRowModel>(props: RowCardsProps<R>) {
  const phone = usePhone();
  return phone ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  rowAttributes,
  hidden = [],
}: RowCardsProps<R>) {
  const shown = columns.filter((c) => !hidden.includes(c.field));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.field} align={alignOf(column)}>
                {column.headerName ?? column.field}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowId(row)} {...rowAttributes?.(row)} sx={{ verticalAlign: 'middle' }}>
              {shown.map((column) => (
                <TableCell key={column.field} align={alignOf(column)} sx={{ minWidth: column.minWidth }}>
                  {cellContent(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

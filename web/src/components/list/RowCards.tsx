import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ActionsAsButtons } from './RowActions';
import { ACTIONS_FIELD, cellContent, type RowColumn } from './row-columns';

export interface RowCardsProps<R extends GridValidRowModel> {
  /** The list's accessible name (the grid's label). */
  label: string;
  rows: R[];
  columns: RowColumn<R>[];
  getRowId: (row: R) => string;
  /** data-* attributes on each card, as the grid puts them on its rows. */
  rowAttributes?: (row: R) => Record<`data-${string}`, string>;
  /** What a click on the row does in the grid: on a card, its title does it. */
  onOpen?: (row: R) => void;
  /** Fields left off (the grid's hidden columns). */
  hidden?: readonly string[];
}

/**
 * A list as cards, one per row (phones: below `sm`): the title column heads the card, every other
 * column is a labelled figure, and the actions column's buttons close it. It shows the columns the
 * grid or table shows, so both views carry the same data and actions.
 */
export function RowCards<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  rowAttributes,
  onOpen,
  hidden = [],
}: RowCardsProps<R>) {
  const shown = columns.filter((c) => c.card !== 'hidden' && !hidden.includes(c.field));
  const title = shown.find((c) => c.card === 'title') ?? shown.find((c) => c.field !== ACTIONS_FIELD);
  const actions = shown.find((c) => c.field === ACTIONS_FIELD);
  const figures = shown.filter((c) => c !== title && c !== actions);
  return (
    <ActionsAsButtons value>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        data-testid="row-cards"
      >
        {rows.map((row) => {
          const heading = title ? cellContent(title, row) : null;
          const buttons = actions ? cellContent(actions, row) : null;
          return (
            <Card component="li" variant="outlined" key={getRowId(row)} {...rowAttributes?.(row)}>
              <CardContent sx={{ pb: 1 }}>
                {title && (
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {onOpen ? (
                      <Link component="button" type="button" onClick={() => onOpen(row)} sx={{ textAlign: 'left' }}>
                        {heading}
                      </Link>
                    ) : (
                      heading
                    )}
                  </Typography>
                )}
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(6rem, auto) 1fr',
                    columnGap: 2,
                    rowGap: 0.5,
                    m: 0,
                    mt: 1,
                    alignItems: 'center',
                  }}
                >
                  {figures.map((column) => (
                    <Box key={column.field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.headerName ?? column.field}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {cellContent(column, row)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
              {buttons && <CardActions sx={{ px: 2, pt: 0, pb: 1.5 }}>{buttons}</CardActions>}
            </Card>
          );
        })}
      </Box>
    </ActionsAsButtons>
  );
}

/** A table column left out on a phone (below `sm`), where the table must fit the screen; the tool's name stays. */
export const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Narrower cell padding on a phone, so a ranking's four columns fit 360 px. */
export const phoneCompactCells = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;

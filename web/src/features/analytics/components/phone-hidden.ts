/** A table column left out on a phone (below `sm`), where the table must fit the screen; the tool's name stays. */
export const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

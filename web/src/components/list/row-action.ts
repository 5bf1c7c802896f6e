/** One action on a list's row: a button, or an item of the row's 'Actions' menu. */
export interface RowAction {
  label: string;
  onClick: () => void;
  color?: 'primary' | 'error';
  variant?: 'text' | 'outlined' | 'contained';
  disabled?: boolean;
  loading?: boolean;
}

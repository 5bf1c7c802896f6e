import TextField from '@mui/material/TextField';

/** A value the form shows but the user cannot change (taken from the account). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} fullWidth margin="normal" slotProps={{ input: { readOnly: true } }} />;
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { MAX_BUYING_LIST_NAME_LENGTH } from '@toolshub/shared';

/** A buying list's name and, for a company member, whether the company shares it; the API's messages under each. */
export function BuyingListFields({
  name,
  onName,
  shared,
  onShared,
  mayShare,
  shareLabel,
  fields,
  autoFocus = false,
}: {
  name: string;
  onName: (name: string) => void;
  shared: boolean;
  onShared: (shared: boolean) => void;
  mayShare: boolean;
  shareLabel: string;
  fields: Record<string, string | undefined>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="List name"
        value={name}
        onChange={(event) => onName(event.target.value)}
        error={Boolean(fields.name)}
        helperText={fields.name ?? ' '}
        slotProps={{ htmlInput: { maxLength: MAX_BUYING_LIST_NAME_LENGTH } }}
        fullWidth
        autoFocus={autoFocus}
        margin="dense"
        required
      />
      {mayShare && (
        <FormControlLabel
          control={<Checkbox checked={shared} onChange={(event) => onShared(event.target.checked)} />}
          label={shareLabel}
        />
      )}
      {fields.shared && <FormHelperText error>{fields.shared}</FormHelperText>}
    </>
  );
}

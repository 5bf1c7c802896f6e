import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'formik';
import { useId, type ChangeEvent } from 'react';

export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A Formik field that picks one of `options`, as a native select (no MUI Menu: lighter, and the
 * phone's own picker). `onChange` replaces Formik's (a site that fills other fields, say).
 */
export function FormSelectField({
  name,
  id,
  label,
  options,
  helperText,
  required,
  onChange,
}: {
  name: string;
  /** The select's id: one of its own unless given (two forms on a page may have a field of the same name). */
  id?: string;
  label: string;
  options: readonly SelectOption[];
  helperText?: string;
  required?: boolean;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const [field, meta] = useField<string | number>(name);
  const ownId = useId();
  const selectId = id ?? ownId;
  const showError = meta.touched && Boolean(meta.error);
  const helperId = `${selectId}-helper-text`;
  const help = showError ? meta.error : helperText;
  return (
    <FormControl fullWidth margin="normal" required={required} error={showError}>
      <InputLabel htmlFor={selectId} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        {...field}
        onChange={onChange ?? field.onChange}
        input={<OutlinedInput notched label={label} />}
        inputProps={{ id: selectId, 'aria-describedby': help ? helperId : undefined }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {help && <FormHelperText id={helperId}>{help}</FormHelperText>}
    </FormControl>
  );
}

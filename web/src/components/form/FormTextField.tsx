import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/** The one Formik-to-MUI field: every form shows its errors the same way. */
export function FormTextField({ name, helperText, ...props }: Props) {
  const [field, meta] = useField<string | number>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      id={props.id ?? name}
      error={showError}
      helperText={showError ? meta.error : helperText}
      fullWidth
      margin="normal"
      {...props}
    />
  );
}

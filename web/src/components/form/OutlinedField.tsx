import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface OutlinedFieldProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'autoComplete'
  | 'multiline'
  | 'minRows'
  | 'maxRows'
  | 'disabled'
  | 'readOnly'
  | 'inputRef'
  | 'sx'
> {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  margin?: 'none' | 'dense' | 'normal';
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  slotProps?: { htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string> };
}

/**
 * MUI's outlined TextField, put together from its parts: TextField also carries the Select it shows
 * with `select`, and with it MUI's Menu, Popover and Modal (about 15 kB gzip), which no form here uses.
 * Same markup: the label is tied to the input, the helper text describes it.
 */
export function OutlinedField({
  id,
  label,
  required,
  error,
  helperText,
  margin,
  size,
  fullWidth,
  slotProps,
  disabled,
  sx,
  ...input
}: OutlinedFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      margin={margin}
      size={size}
      fullWidth={fullWidth}
      required={required}
      error={error}
      disabled={disabled}
      sx={sx}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperId}
        slotProps={{ input: slotProps?.htmlInput }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

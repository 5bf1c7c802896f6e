import { useForkRef } from '@mui/material/utils';
import { useField } from 'formik';
import { useEffect, useEffectEvent, useRef } from 'react';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

type Props = Omit<OutlinedFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur' | 'id'> & {
  name: string;
  id?: string;
};

/** The one Formik-to-MUI field: every form shows its errors the same way. */
export function FormTextField({ name, id, helperText, inputRef, ...props }: Props) {
  const [field, meta, helpers] = useField<string | number>(name);
  const input = useRef<HTMLInputElement>(null);
  const ref = useForkRef(input, inputRef);
  const showError = meta.touched && Boolean(meta.error);

  // On a pre-rendered page the visitor may type before React has taken over the field: the browser
  // shows that text, Formik does not know it. Adopt it once, when the field mounts. Not checked
  // now: each field adopts against the values of the same render, so a check here would see the
  // other fields still empty, and its late answer could put "required" under a filled field (and
  // move the submit button from under a click). The form is checked on blur and submit as usual.
  const adoptTypedText = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed && typed !== String(field.value ?? '')) void helpers.setValue(typed, false);
  });
  useEffect(() => adoptTypedText(), []);

  return (
    <OutlinedField
      {...field}
      value={field.value ?? ''}
      id={id ?? name}
      error={showError}
      helperText={showError ? meta.error : helperText}
      fullWidth
      margin="normal"
      inputRef={ref}
      {...props}
    />
  );
}

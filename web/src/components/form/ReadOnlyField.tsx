import { useId } from 'react';
import { OutlinedField } from './OutlinedField';

/** A value the form shows but the user cannot change (taken from the account). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <OutlinedField id={useId()} label={label} value={value} fullWidth margin="normal" readOnly />;
}

import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/*
 * The browser's own text box, select and checkbox, drawn like MUI's outlined fields and Switch.
 * For the catalogue's filters, on a visitor's first page: MUI's FormControl, InputLabel, InputBase,
 * OutlinedInput, NativeSelect, FormControlLabel and Switch came to about 15 kB gzip for controls the
 * browser already has. The label is always above the box (as MUI draws a label with `shrink`).
 */

const palette = (theme: Theme) => (theme.vars ?? theme).palette;
const outline = (theme: Theme) =>
  theme.vars ? theme.alpha(theme.vars.palette.common.onBackground, 0.23) : theme.palette.divider;

/** Label above, box below; the label sits on the box's top edge over the page's background. */
const Field = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
  '& > label': {
    position: 'absolute',
    top: 0,
    left: 10,
    transform: 'translateY(-50%)',
    padding: '0 4px',
    maxWidth: 'calc(100% - 24px)',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ...theme.typography.caption,
    lineHeight: 1.2,
    color: palette(theme).text.secondary,
    backgroundColor: palette(theme).background.default,
    pointerEvents: 'none',
  },
  '&:focus-within > label': { color: palette(theme).primary.main },
}));

const boxStyles = (theme: Theme) => ({
  ...theme.typography.body1,
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box' as const,
  height: 56,
  margin: 0,
  padding: '16.5px 14px',
  lineHeight: '1.4375em',
  color: palette(theme).text.primary,
  backgroundColor: 'transparent',
  border: `1px solid ${outline(theme)}`,
  borderRadius: theme.shape.borderRadius,
  outline: 'none',
  '&:hover': { borderColor: palette(theme).text.primary },
  // Two pixels in the primary colour, the inner one a shadow so the text does not move.
  '&:focus': {
    borderColor: palette(theme).primary.main,
    boxShadow: `inset 0 0 0 1px ${palette(theme).primary.main}`,
  },
  '&::placeholder': { color: palette(theme).text.secondary, opacity: 1 },
});

const Input = styled('input')(({ theme }) => boxStyles(theme));

const Select = styled('select')(({ theme }) => ({
  ...boxStyles(theme),
  appearance: 'none' as const,
  paddingRight: 32,
  cursor: 'pointer',
  '& option': { backgroundColor: palette(theme).background.paper, color: palette(theme).text.primary },
}));

/** The drop-down arrow over the select's right end (the select's own is hidden to draw it alike everywhere). */
const Arrow = styled('span')(({ theme }) => ({
  position: 'absolute',
  right: 14,
  top: '50%',
  marginTop: -2,
  borderLeft: '5px solid transparent',
  borderRight: '5px solid transparent',
  borderTop: `5px solid ${palette(theme).action.active}`,
  pointerEvents: 'none',
}));

interface FieldProps {
  id: string;
  label: ReactNode;
  sx?: SxProps<Theme>;
}

export function NativeTextField({
  id,
  label,
  sx,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field sx={sx}>
      <label htmlFor={id}>{label}</label>
      <Input id={id} {...input} />
    </Field>
  );
}

export function NativeSelectField({
  id,
  label,
  sx,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field sx={sx}>
      <label htmlFor={id}>{label}</label>
      <Select id={id} {...select}>
        {children}
      </Select>
      <Arrow aria-hidden />
    </Field>
  );
}

const SwitchLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 38,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ...theme.typography.body1,
  color: palette(theme).text.primary,
}));

/** A track with a round thumb, MUI Switch's sizes and colours, on the browser's checkbox. */
const SwitchInput = styled('input')(({ theme }) => ({
  appearance: 'none' as const,
  position: 'relative',
  flex: 'none',
  width: 34,
  height: 14,
  margin: '12px 12px 12px 4px',
  borderRadius: 7,
  cursor: 'pointer',
  backgroundColor: theme.vars
    ? theme.alpha(theme.vars.palette.common.onBackground, 0.38)
    : theme.palette.action.disabled,
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&::before': {
    content: '""',
    position: 'absolute',
    top: -3,
    left: -3,
    width: 20,
    height: 20,
    borderRadius: '50%',
    backgroundColor: theme.vars ? theme.vars.palette.Switch.defaultColor : theme.palette.common.white,
    boxShadow: theme.shadows[1],
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
  },
  '&:checked': { backgroundColor: theme.alpha(palette(theme).primary.main, 0.5) },
  '&:checked::before': { transform: 'translateX(20px)', backgroundColor: palette(theme).primary.main },
  '&:focus-visible': { outline: `2px solid ${palette(theme).primary.main}`, outlineOffset: 6 },
}));

export function NativeSwitch({
  label,
  sx,
  ...input
}: { label: ReactNode; sx?: SxProps<Theme> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>) {
  return (
    <SwitchLabel sx={sx}>
      <SwitchInput type="checkbox" role="switch" {...input} />
      {label}
    </SwitchLabel>
  );
}

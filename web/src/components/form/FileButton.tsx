import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ChangeEvent, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  accept: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The hidden input's own name, for assistive technology and tests that set its files. */
  inputLabel?: string;
  testId?: string;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
}

/**
 * A button that opens the file chooser. A real button clicking a hidden file input, rather than a
 * `<label>` dressed as a button: a label may not take the button role (axe's aria-allowed-role).
 */
export function FileButton({ children, accept, onChange, inputLabel, testId, variant = 'outlined', startIcon }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} startIcon={startIcon} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        data-testid={testId}
        onChange={onChange}
      />
    </>
  );
}

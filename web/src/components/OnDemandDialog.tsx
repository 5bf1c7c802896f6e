import Alert from '@mui/material/Alert';
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/** A dialog's open state, and how often it was opened (OnDemandDialog mounts it from the first opening on). */
export function useDialogOpenings() {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  return {
    open,
    openings,
    show: () => {
      setOpen(true);
      setOpenings((n) => n + 1);
    },
    hide: () => setOpen(false),
  };
}

/**
 * A dialog whose code (a lazy component) loads when it is first opened rather than with the page:
 * what only some people open (an admin's forms, with Formik and yup) stays out of everyone's
 * first load. Mounted from the first opening on, so closing animates; where its code cannot be
 * loaded the page says so, and the next opening tries again.
 */
export function OnDemandDialog({ openings, name, children }: { openings: number; name: string; children: ReactNode }) {
  if (openings === 0) return null;
  return (
    <ErrorBoundary
      resetKey={openings}
      fallback={() => (
        <Alert severity="error" sx={{ mt: 2 }}>
          The {name} could not be loaded. Check your connection and open it again.
        </Alert>
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

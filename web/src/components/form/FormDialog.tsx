import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik, type FormikProps, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { applyApiErrors, type ListItemField } from '../../lib/form-errors';

type FormField<Values> = (keyof Values & string) | ListItemField;

/** What a form dialog edits: its title, Formik's set-up, the fields, and what Submit does. */
export interface FormDialogForm<Values extends FormikValues> {
  title: ReactNode;
  initialValues: Values;
  /** The Yup schema the fields are checked against. */
  validationSchema: unknown;
  enableReinitialize?: boolean;
  /** The fields the API's per-field messages go under; any other message is the error line. */
  fields: readonly FormField<Values>[] | ((values: Values) => readonly FormField<Values>[]);
  /** Sends the form; when it resolves the dialog closes, when it throws the API's message is shown. */
  submit: (values: Values) => Promise<void>;
  submitLabel: ReactNode;
  submitColor?: ButtonProps['color'];
  /** The space above the error line (MUI spacing units). */
  refusalSpacing?: number;
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
}

/**
 * A Formik form in a dialog: the title, the fields, the API's refusal as an error line, then Close
 * and the submit button. `form` is null while there is nothing to edit (the dialog is closing).
 */
export function FormDialog<Values extends FormikValues>({
  open,
  onClose,
  maxWidth = 'sm',
  form,
}: {
  open: boolean;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  form: FormDialogForm<Values> | null;
}) {
  const titleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      {form && (
        <Formik<Values>
          initialValues={form.initialValues}
          enableReinitialize={form.enableReinitialize}
          validationSchema={form.validationSchema}
          onSubmit={async (values, helpers) => {
            setRefusal(null);
            try {
              await form.submit(values);
              close();
            } catch (err) {
              const fields = typeof form.fields === 'function' ? form.fields(values) : form.fields;
              setRefusal(applyApiErrors(err, helpers, fields));
            }
          }}
        >
          {(formik) => (
            <Form noValidate aria-labelledby={titleId}>
              <DialogTitle id={titleId}>{form.title}</DialogTitle>
              <DialogContent>
                {typeof form.children === 'function' ? form.children(formik) : form.children}
                {refusal && (
                  <Alert severity="error" sx={{ mt: form.refusalSpacing ?? 1 }}>
                    {refusal}
                  </Alert>
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>Close</Button>
                <Button type="submit" variant="contained" color={form.submitColor} loading={formik.isSubmitting}>
                  {form.submitLabel}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}

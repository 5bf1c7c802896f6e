import { useId } from 'react';
import { COMPANY_ROLES } from '@toolshub/shared';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { ROLE_LABELS } from '../../../lib/company-display';

const roleOptions = COMPANY_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A member's (or invitee's) role and spending limit per order, as Formik fields `role` and `spendingLimit`. */
export function RoleAndLimitFields() {
  // Ids of their own: the invite form and a member's dialog are on the page together.
  const id = useId();
  return (
    <>
      <FormSelectField name="role" label="Role" required options={roleOptions} />
      <FormTextField
        id={`${id}-spending-limit`}
        name="spendingLimit"
        label="Spending limit per order ($)"
        helperText="Orders above it wait for a company admin's approval; leave it empty for no limit"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </>
  );
}

/** The form's values of those two fields. */
export interface RoleAndLimitValues {
  role: 'admin' | 'buyer';
  spendingLimit: string;
}

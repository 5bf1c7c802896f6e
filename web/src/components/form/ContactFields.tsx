import type { ReactNode } from 'react';
import { useAccount } from '../../hooks/use-account';
import { FormTextField } from './FormTextField';
import { ReadOnlyField } from './ReadOnlyField';

/**
 * Who orders and how to reach them, in an order form (the purchase page's and the cart's
 * checkout): the account's name and e-mail as they are, the Formik fields `phoneNumber` and
 * `orderAddress`. `beforeAddress` goes between the phone and the address (the purchase page's quantity).
 */
export function ContactFields({ addressLabel, beforeAddress }: { addressLabel: string; beforeAddress?: ReactNode }) {
  const account = useAccount();
  return (
    <>
      <ReadOnlyField label="Name" value={account?.displayName || account?.email || ''} />
      <ReadOnlyField label="Email" value={account?.email ?? ''} />
      <FormTextField name="phoneNumber" label="Phone" type="tel" autoComplete="tel" required />
      {beforeAddress}
      <FormTextField
        name="orderAddress"
        label={addressLabel}
        autoComplete="street-address"
        multiline
        minRows={2}
        required
      />
    </>
  );
}

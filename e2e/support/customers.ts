import { createCustomers, type ScriptCustomer } from '../../emulators/src/script-accounts';

export interface TestCustomer extends ScriptCustomer {
  /** The display name the navigation shows once signed in. */
  name: string;
}

let made = 0;

/** A customer of the test's own (its own cart and orders), with a profile and an ID token for API calls. */
export async function newCustomer(label: string): Promise<TestCustomer> {
  made += 1;
  const prefix = `${label}${Date.now().toString(36)}${made}`;
  const [customer] = await createCustomers(prefix, 1);
  if (!customer) throw new Error('no customer was created');
  return { ...customer, name: `${prefix} customer 0` };
}

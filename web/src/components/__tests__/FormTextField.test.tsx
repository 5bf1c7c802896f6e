import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from '../form/FormTextField';

type Values = { email: string; password: string };

/** A sign-in form as a pre-rendered page has it: HTML first, React later. */
function SignInForm({ validate }: { validate: (values: Values) => Promise<Partial<Values>> }) {
  return (
    <Formik<Values> initialValues={{ email: '', password: '' }} validate={validate} onSubmit={() => undefined}>
      <Form>
        <FormTextField name="email" label="Email" />
        <FormTextField name="password" label="Password" type="password" />
      </Form>
    </Formik>
  );
}

describe('FormTextField', () => {
  it('adopts what was typed before React took the page over, without checking the form on half of it', async () => {
    // As slow as a schema fetched from the network: every answer comes late, the later ones first.
    let pending = 0;
    const seen: Values[] = [];
    const validate = vi.fn(async (values: Values) => {
      seen.push(values);
      await new Promise((resolve) => setTimeout(resolve, 50 - 20 * pending++));
      return {
        ...(values.email ? {} : { email: 'Email is required' }),
        ...(values.password ? {} : { password: 'Password is required' }),
      };
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInForm validate={validate} />);
    document.body.appendChild(container);
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'buyer@joinery.example';
    (container.querySelector('input[name="password"]') as HTMLInputElement).value = 'secret-123';

    await act(async () => {
      hydrateRoot(container, <SignInForm validate={validate} />);
    });
    // The visitor leaves the password field (on the way to the submit button).
    fireEvent.blur(screen.getByLabelText('Password'));
    await waitFor(() => expect(validate).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));

    expect(seen).toContainEqual({ email: 'buyer@joinery.example', password: 'secret-123' });
    expect(seen.filter((values) => !values.email || !values.password)).toEqual([]);
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@joinery.example');
    container.remove();
  });
});

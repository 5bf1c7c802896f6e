import { loginFormSchema, orderFormSchema } from '@toolshub/shared';
import { describe, expect, it, vi } from 'vitest';
import { lazySchemaValidation } from '../form/lazy-schema-validation';

describe('lazySchemaValidation', () => {
  it('loads the schema only when the form is first checked', async () => {
    const load = vi.fn(async () => loginFormSchema);
    const validate = lazySchemaValidation(load);
    expect(load).not.toHaveBeenCalled();
    await validate({ email: 'buyer@joinery.example', password: 'secret-123' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes good values with no errors', async () => {
    const validate = lazySchemaValidation(async () => loginFormSchema);
    await expect(validate({ email: ' buyer@joinery.example ', password: 'secret-123' })).resolves.toEqual({});
  });

  it("gives every field's message at once, an empty field as missing", async () => {
    const validate = lazySchemaValidation(async () => loginFormSchema);
    await expect(validate({ email: 'not-an-address', password: '' })).resolves.toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Password is required',
    });
  });

  it("checks a schema built from the tool's limits", async () => {
    const validate = lazySchemaValidation(async () =>
      orderFormSchema({ minOrder: 10, available: 40, orderMultiple: 1 }),
    );
    const errors = await validate({
      phoneNumber: '01142223333',
      orderQuantity: 5,
      orderAddress: '1 Mill Lane, Sheffield',
    });
    expect(Object.keys(errors)).toEqual(['orderQuantity']);
    expect(errors.orderQuantity).toMatch(/10/);
  });

  it('blocks nothing when the schema cannot be loaded (the API checks the values), and loads it at the next check', async () => {
    const load = vi
      .fn<() => Promise<typeof loginFormSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loginFormSchema);
    const validate = lazySchemaValidation(load);
    await expect(validate({ email: '', password: '' })).resolves.toEqual({});
    await expect(validate({ email: '', password: '' })).resolves.toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('answers in the order it was asked, even when an older check takes longer', async () => {
    const slowWhenEmpty = {
      validate: async (values: { email?: string }) => {
        await new Promise((resolve) => setTimeout(resolve, values.email ? 0 : 30));
        if (!values.email)
          throw Object.assign(new Error('Email is required'), { name: 'ValidationError', path: 'email', inner: [] });
        return values;
      },
    } as unknown as typeof loginFormSchema;
    const validate = lazySchemaValidation(async () => slowWhenEmpty);
    const answered: string[] = [];
    await Promise.all([
      validate({ email: '' }).then(() => answered.push('empty')),
      validate({ email: 'buyer@joinery.example' }).then(() => answered.push('filled')),
    ]);
    expect(answered).toEqual(['empty', 'filled']);
  });

  it('lets a failure of the schema itself through', async () => {
    const broken = {
      validate: () => Promise.reject(new RangeError('schema bug')),
    } as unknown as typeof loginFormSchema;
    const validate = lazySchemaValidation(async () => broken);
    await expect(validate({})).rejects.toThrow('schema bug');
  });
});

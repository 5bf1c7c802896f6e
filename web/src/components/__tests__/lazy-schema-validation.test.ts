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

  it('answers every check with the errors of the newest values asked about', async () => {
    let release!: () => void;
    const schemaArrives = new Promise<typeof loginFormSchema>((resolve) => (release = () => resolve(loginFormSchema)));
    const validate = lazySchemaValidation(() => schemaArrives);
    // Typed while the schema loads: the e-mail first (the password still empty), then the password.
    const first = validate({ email: 'buyer@joinery.example', password: '' });
    const second = validate({ email: 'buyer@joinery.example', password: 'secret-123' });
    release();
    await expect(first).resolves.toEqual({});
    await expect(second).resolves.toEqual({});
    // Once the schema is there, a check answers at once, with its own values' errors.
    await expect(validate({ email: 'buyer@joinery.example', password: '' })).resolves.toEqual({
      password: 'Password is required',
    });
  });

  it('answers a slower check of older values with the newer values errors', async () => {
    const slowWhenEmpty = {
      validate: async (values: { email?: string }) => {
        await new Promise((resolve) => setTimeout(resolve, values.email ? 0 : 30));
        if (!values.email)
          throw Object.assign(new Error('Email is required'), { name: 'ValidationError', path: 'email', inner: [] });
        return values;
      },
    } as unknown as typeof loginFormSchema;
    const validate = lazySchemaValidation(async () => slowWhenEmpty);
    const [older, newer] = await Promise.all([validate({ email: '' }), validate({ email: 'buyer@joinery.example' })]);
    expect(older).toEqual({});
    expect(newer).toEqual({});
  });

  it('lets a failure of the schema itself through', async () => {
    const broken = {
      validate: () => Promise.reject(new RangeError('schema bug')),
    } as unknown as typeof loginFormSchema;
    const validate = lazySchemaValidation(async () => broken);
    await expect(validate({})).rejects.toThrow('schema bug');
  });
});

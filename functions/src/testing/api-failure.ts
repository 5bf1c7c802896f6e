import { ApiError } from '../errors';

/** The ApiError a call fails with, for unit tests; any other outcome fails the test. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

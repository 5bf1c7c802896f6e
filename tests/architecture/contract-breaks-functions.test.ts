import { describe, expect, it } from 'vitest';
import { changed, expectContractChangeBreaks, original } from './support/contract-change';

// One file per side, so the two compilations run on two workers at once.
describe('a response type changed in the contract', () => {
  it('is a real change of the contract', () => {
    expect(changed).not.toBe(original);
  });

  it('breaks the typecheck of functions', () => {
    expectContractChangeBreaks('functions');
  });
});

import { describe, it } from 'vitest';
import { expectContractChangeBreaks } from './support/contract-change';

// One file per side, so the two compilations run on two workers at once.
describe('a response type changed in the contract', () => {
  it('breaks the typecheck of web', () => {
    expectContractChangeBreaks('web');
  });
});

import { describe, expect, it } from 'vitest';
import { awaitsApproval, canAdvance, canCancel, nextStatus, statusAfterDecision } from '../domain/order-lifecycle';

describe('order lifecycle', () => {
  it('moves forward one step at a time', () => {
    expect(nextStatus('pending')).toBe('processing');
    expect(nextStatus('processing')).toBe('shipped');
    expect(nextStatus('shipped')).toBe('delivered');
    expect(nextStatus('delivered')).toBeNull();
    expect(nextStatus('cancelled')).toBeNull();
  });

  it('refuses skips and moves backwards', () => {
    expect(canAdvance('pending', 'shipped')).toBe(false);
    expect(canAdvance('shipped', 'processing')).toBe(false);
    expect(canAdvance('processing', 'shipped')).toBe(true);
  });

  it('cancels only pending orders', () => {
    expect(canCancel('pending')).toBe(true);
    expect(canCancel('processing')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
  });

  it('does not cancel a prepaid order', () => {
    expect(canCancel('pending', 'unpaid')).toBe(true);
    expect(canCancel('pending', 'paid')).toBe(false);
  });
});

describe('approvals in the lifecycle', () => {
  it('lets no admin advance an order awaiting approval, nor cancel it as a pending one', () => {
    expect(nextStatus('awaiting-approval')).toBeNull();
    expect(canAdvance('awaiting-approval', 'processing')).toBe(false);
    expect(canAdvance('awaiting-approval', 'shipped')).toBe(false);
    expect(canCancel('awaiting-approval')).toBe(false);
  });

  it('moves an approved order to pending and a rejected one to cancelled', () => {
    expect(awaitsApproval('awaiting-approval')).toBe(true);
    expect(awaitsApproval('pending')).toBe(false);
    expect(statusAfterDecision('approve')).toBe('pending');
    expect(statusAfterDecision('reject')).toBe('cancelled');
  });
});

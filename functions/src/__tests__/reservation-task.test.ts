import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { isReservationTask, NotDueError, runReservationExpiry } from '../tasks/expire-reservation';
import { readMessage } from '../mail/deliver-mail';

describe('expireReservation tasks', () => {
  it('accepts only an order id and a time', () => {
    expect(isReservationTask({ orderId: 'o1', expiresAt: 1 })).toBe(true);
    expect(isReservationTask({ orderId: '', expiresAt: 1 })).toBe(false);
    expect(isReservationTask({ orderId: 'o1', expiresAt: '1' })).toBe(false);
    expect(isReservationTask(null)).toBe(false);
  });

  it('refuses a task that comes well before its time, so the queue retries it later', async () => {
    const now = 1_000_000;
    const task = { orderId: 'o1', expiresAt: now + config.reservationEarlyWaitMs + 1 };
    await expect(runReservationExpiry(task, now)).rejects.toBeInstanceOf(NotDueError);
  });
});

describe('reading a mail document', () => {
  it('takes `to` as a string or a list, and needs a subject and a body', () => {
    expect(readMessage('a@example.com', { subject: 'S', text: 'T' })).toEqual({
      to: ['a@example.com'],
      message: { subject: 'S', text: 'T', html: '' },
      attachments: [],
    });
    expect(readMessage(['a@example.com', 7, 'nope'], { subject: 'S', html: '<p/>' })).toEqual({
      to: ['a@example.com'],
      message: { subject: 'S', text: '', html: '<p/>' },
      attachments: [],
    });
    expect(readMessage([], { subject: 'S', text: 'T' })).toMatch(/no address/);
    expect(readMessage('a@example.com', null)).toMatch(/no `message`/);
    expect(readMessage('a@example.com', { subject: '', text: 'T' })).toMatch(/no subject/);
    expect(readMessage('a@example.com', { subject: 'S' })).toMatch(/neither text nor html/);
  });

  it('reads the documents it names to attach, and refuses a malformed list', () => {
    const named = [{ filename: 'INV-2026-00001.pdf', orderDocument: 'o1' }];
    expect(readMessage('a@example.com', { subject: 'S', text: 'T' }, named)).toMatchObject({ attachments: named });
    expect(readMessage('a@example.com', { subject: 'S', text: 'T' }, 'INV.pdf')).toMatch(/not a list/);
    expect(readMessage('a@example.com', { subject: 'S', text: 'T' }, [{ filename: 'x.pdf' }])).toMatch(
      /`filename` and the `orderDocument`/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseMailbox } from '../domain/mailbox';

describe('normaliseMailbox', () => {
  it.each([
    ['Ann@Workshop.example', 'ann@workshop.example'],
    ['ann+1@workshop.example', 'ann@workshop.example'],
    ['ann+quotes+2@workshop.example', 'ann@workshop.example'],
    ['a.n.n@workshop.example', 'a.n.n@workshop.example'],
    ['A.n.N+shop@googlemail.com', 'ann@gmail.com'],
    ['ann@gmail.com', 'ann@gmail.com'],
    ['+only@workshop.example', '+only@workshop.example'],
  ])('%s is the mailbox %s', (email, mailbox) => {
    expect(normaliseMailbox(email)).toBe(mailbox);
  });
});

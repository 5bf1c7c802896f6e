import { describe, expect, it } from 'vitest';
import { KeyedQueue } from '../keyed-queue';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('KeyedQueue', () => {
  it('runs tasks of one key one at a time, in order, and tasks of other keys alongside', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([
      queue.run('a', task('a1')),
      queue.run('a', task('a2')),
      queue.run('b', task('b1')),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
    expect(most).toBe(2);
  });

  it('goes on after a failed task and passes its error to its caller only', async () => {
    const queue = new KeyedQueue();
    const failing = queue.run('a', () => Promise.reject(new Error('boom')));
    const next = queue.run('a', () => Promise.resolve('fine'));
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('fine');
  });

  it('forgets a key once its tasks are done', async () => {
    const queue = new KeyedQueue();
    await Promise.all([queue.run('a', tick), queue.run('b', tick)]);
    await tick();
    expect(queue.size).toBe(0);
  });
});

describe('KeyedQueue.runAll', () => {
  it('runs a task once it holds all its keys; tasks sharing a key never overlap, and none deadlock', async () => {
    const queue = new KeyedQueue();
    const holding = new Set<string>();
    const overlaps: string[] = [];
    const task = (keys: string[]) => async () => {
      for (const key of keys) {
        if (holding.has(key)) overlaps.push(key);
        holding.add(key);
      }
      await tick();
      for (const key of keys) holding.delete(key);
      return keys.join('+');
    };
    const sets = [
      ['a', 'b'],
      ['b', 'a'],
      ['b', 'c'],
      ['c', 'a'],
      ['a', 'a', 'c'],
    ];
    const results = await Promise.all(sets.map((keys) => queue.runAll(keys, task([...new Set(keys)]))));
    expect(results).toEqual(['a+b', 'b+a', 'b+c', 'c+a', 'a+c']);
    expect(overlaps).toEqual([]);
    expect(queue.size).toBe(0);
  });
});

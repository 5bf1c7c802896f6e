/**
 * Runs tasks that share a key one after another, in this process; tasks of different keys run
 * side by side. A task starts when the one before it settles, whether it succeeded or failed.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /**
   * Runs the task once it holds every key. Keys are taken one at a time in sorted order, so two
   * tasks that share keys can never each hold one the other waits for.
   */
  runAll<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const holding = sorted.reduceRight<() => Promise<T>>((inner, key) => () => this.run(key, inner), task);
    return holding();
  }

  /** Keys with a task running or waiting (for tests: the map must not grow forever). */
  get size(): number {
    return this.tails.size;
  }
}

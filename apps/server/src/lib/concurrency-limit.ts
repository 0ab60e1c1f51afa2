/**
 * Runs at most `slots` tasks at once; the others wait their turn, first come first served. For work
 * that keeps the CPU busy (a search's statement in PostgreSQL): past the cores' count, more of it at
 * once only takes turns on them, so each one takes longer and the cores spend time switching.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task waiting, so `running` stays counted for it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

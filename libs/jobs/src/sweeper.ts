import type { Logger } from '@mithaq/logging';

export interface SweeperOptions<T> {
  /** Names the sweep in logs. */
  name: string;
  everyMs: number;
  logger: Logger;
  /** Finds work that never reached its queue (or lost its job) and enqueues it again. */
  sweep: () => Promise<T>;
}

/**
 * Runs a sweep every `everyMs` while started, never two at once: a tick that finds a sweep still
 * running skips, and `run()` during a sweep joins it. A failed sweep is logged and the next tick
 * tries again.
 */
export class Sweeper<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(private readonly options: SweeperOptions<T>) {}

  start(): void {
    if (this.timer) {
      return;
    }
    this.timer = setInterval(() => {
      if (!this.running) {
        this.run().catch((err: unknown) =>
          this.options.logger.warn({ err }, `${this.options.name} failed`),
        );
      }
    }, this.options.everyMs);
    this.timer.unref();
  }

  /** Sweeps now, or joins the sweep already running. */
  run(): Promise<T> {
    if (!this.running) {
      this.running = this.options.sweep().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /** Stops the timer and waits for a running sweep to finish. */
  async stop(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    await this.running?.catch(() => undefined);
  }
}

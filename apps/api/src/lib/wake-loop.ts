import type { Listen, Unlisten } from '../db/client';

/**
 * Runs `work` when woken — by a NOTIFY on `channel` (sent at commit), by a poll every `pollMs`, or
 * by `kick()` — one run at a time, and once more when woken during a run, so a wake is never lost
 * and never doubled. The outbox dispatcher and the job worker are each one of these around their
 * own claim statement.
 */
export class WakeLoop {
  private timer: NodeJS.Timeout | null = null;
  private unlisten: Unlisten | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly channel: string,
    private readonly pollMs: number,
    /** The work of one wake; `isStopped` tells a long loop inside it to end. */
    private readonly work: (isStopped: () => boolean) => Promise<void>,
    private readonly onError: (err: Error) => void,
  ) {}

  /** Listens and polls; returns when listening, with a first run started. */
  async start(listen: Listen) {
    this.stopped = false;
    this.unlisten = await listen(this.channel, () => this.kick());
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops listening and polling, and waits for the run under way. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
    await this.running;
  }

  get isStopped() {
    return this.stopped;
  }

  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const run = (async () => {
      try {
        do {
          this.again = false;
          await this.work(() => this.stopped);
        } while (this.again && !this.stopped);
      } catch (err) {
        this.onError(err as Error);
      }
    })();
    this.running = run;
    // Cleared after it is set (a run with nothing to do may end before the assignment).
    void run.then(() => {
      if (this.running !== run) return;
      this.running = null;
      if (this.again) this.kick();
    });
  }
}

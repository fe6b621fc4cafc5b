import type { FastifyReply } from 'fastify';

/**
 * Work a route does once its answer is out, so that how long it takes tells the caller nothing (the
 * password reset looks the account up only then). Each piece is counted from the moment the route asks
 * for it, so a closing server, and a test, can wait for what was promised instead of losing it.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  run(reply: FastifyReply, work: () => Promise<unknown>, onError: (error: unknown) => void): void {
    const done = new Promise<void>((resolve) => reply.raw.once('close', resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every piece asked for so far has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}

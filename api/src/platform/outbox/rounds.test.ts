import type { FastifyBaseLogger } from 'fastify';
import { serialRounds } from './rounds';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('serialRounds', () => {
  const log = () => ({ error: jest.fn() }) as unknown as FastifyBaseLogger & { error: jest.Mock };

  it('never runs two rounds at once, and kicks queued behind a round make one round', async () => {
    const gate = deferred();
    let active = 0;
    let most = 0;
    const started: Date[] = [];
    const rounds = serialRounds(
      async (now) => {
        started.push(now);
        active += 1;
        most = Math.max(most, active);
        if (started.length === 1) await gate.promise;
        active -= 1;
        return started.length;
      },
      log(),
      'round failed',
    );
    const first = rounds.drain(new Date(0));
    rounds.kick();
    rounds.kick();
    rounds.kick();
    gate.resolve();
    expect(await first).toBe(1);
    await rounds.idle();
    expect(started).toHaveLength(2);
    expect(started[0]).toEqual(new Date(0));
    expect(most).toBe(1);
  });

  it('logs a failed kicked round and runs the next; a drained round gives its error', async () => {
    const logger = log();
    let calls = 0;
    const rounds = serialRounds(
      async () => {
        calls += 1;
        if (calls <= 2) throw new Error(`round ${calls} broke`);
        return calls;
      },
      logger,
      'round failed',
    );
    rounds.kick();
    await rounds.idle();
    expect(logger.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'round failed');
    await expect(rounds.drain()).rejects.toThrow('round 2 broke');
    expect(await rounds.drain()).toBe(3);
  });
});

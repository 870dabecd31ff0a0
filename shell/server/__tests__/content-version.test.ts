/** @jest-environment node */
import { watchContentVersion } from '../content-version';

/** The API's answers in turn: a version, a failure, or an unreachable API. */
function answers(sequence: (number | 'down' | 500)[]) {
  const asked: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const next = sequence.length > 1 ? sequence.shift()! : sequence[0]!;
    if (next === 'down') throw new TypeError('fetch failed');
    if (next === 500) return Response.json({ message: 'down' }, { status: 500 });
    return Response.json({ version: next, changedAt: '2031-01-01T00:00:00.000Z' });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

describe('watchContentVersion', () => {
  it('asks the API and tells each change, never the first version it learns', async () => {
    const api = answers([3, 3, 4, 4, 6]);
    const changes: number[] = [];
    const watch = watchContentVersion({
      apiUrl: 'http://api.test',
      intervalMs: 1000,
      onChange: (version) => changes.push(version),
      fetch: api.fetch,
    });
    for (let i = 0; i < 5; i += 1) await watch.poll();
    expect(changes).toEqual([4, 6]);
    expect(watch.current()).toBe(6);
    expect(api.asked[0]).toBe('http://api.test/api/site/content-version');
  });

  it('keeps the last version while the API cannot answer, and sees a change after', async () => {
    const api = answers([5, 'down', 500, 5, 7]);
    const changes: number[] = [];
    const watch = watchContentVersion({
      apiUrl: 'http://api.test',
      intervalMs: 1000,
      onChange: (version) => changes.push(version),
      fetch: api.fetch,
    });
    for (let i = 0; i < 5; i += 1) await watch.poll();
    expect(changes).toEqual([7]);
  });

  it('asks again every interval once started, until stopped', async () => {
    jest.useFakeTimers();
    try {
      const api = answers([1, 2]);
      const changes: number[] = [];
      const watch = watchContentVersion({
        apiUrl: 'http://api.test',
        intervalMs: 1000,
        onChange: (version) => changes.push(version),
        fetch: api.fetch,
      });
      await watch.start();
      await jest.advanceTimersByTimeAsync(1000);
      expect(changes).toEqual([2]);
      const askedBeforeStop = api.asked.length;
      watch.stop();
      await jest.advanceTimersByTimeAsync(5000);
      expect(api.asked).toHaveLength(askedBeforeStop);
    } finally {
      jest.useRealTimers();
    }
  });
});

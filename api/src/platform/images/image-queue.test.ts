import { postMessages } from '@site/contracts/admin-posts';
import { createSerialQueue } from './image-queue';

/** A task that finishes when told, recording when it ran. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open,
    task: async () => {
      log.push(`${name} start`);
      await opened;
      log.push(`${name} end`);
      return name;
    },
  };
}

describe('the image queue', () => {
  it('runs one task at a time, in turn', async () => {
    const queue = createSerialQueue(8);
    const log: string[] = [];
    const [a, b, c] = [gate(log, 'a'), gate(log, 'b'), gate(log, 'c')];
    const results = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['a start']);
    c.open();
    b.open();
    a.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a task fails', async () => {
    const queue = createSerialQueue(8);
    await expect(queue.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow(
      'corrupt',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('refuses a task at once when too many wait', async () => {
    const queue = createSerialQueue(1);
    const log: string[] = [];
    const first = gate(log, 'first');
    const running = queue.run(first.task);
    const waiting = queue.run(async () => 'waiting');
    await expect(queue.run(async () => 'refused')).rejects.toMatchObject({
      statusCode: 503,
      message: postMessages.imageQueueFull,
    });
    first.open();
    expect(await Promise.all([running, waiting])).toEqual(['first', 'waiting']);
  });
});

/**
 * Decoding an image takes memory in proportion to its pixels, so the API decodes one at a time:
 * an upload waits its turn behind the others (a small queue), and past `maxWaiting` waiting
 * uploads the next is refused at once (503) rather than holding its bytes in memory.
 */
import { postMessages } from '@site/contracts/admin-posts';
import { HttpError } from '../errors';

export interface SerialQueue {
  /** Runs `task` once every task before it has finished. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running or waiting. */
  readonly size: number;
}

export function createSerialQueue(maxWaiting: number): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    get size() {
      return size;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      if (size > maxWaiting) return Promise.reject(new HttpError(503, postMessages.imageQueueFull));
      size += 1;
      const result = tail.then(task);
      tail = result
        .catch(() => undefined)
        .finally(() => {
          size -= 1;
        });
      return result;
    },
  };
}

/** The API's one queue of image decodes (uploads of posts' images and the site's photographs). */
export const imageDecodes = createSerialQueue(8);

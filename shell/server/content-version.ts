import { contentVersion } from '@site/contracts/endpoints/site';

export interface ContentVersionWatchOptions {
  apiUrl: string;
  /** How often the API is asked (CONTENT_VERSION_POLL_MS). */
  intervalMs: number;
  /** Called with the new version whenever it differs from the last one seen. */
  onChange: (version: number) => void;
  fetch?: typeof fetch;
}

/**
 * Follows the version of the public content (`GET /api/site/content-version`, bumped by the API in
 * the transaction of every change to a post, a testimonial or a setting). Every replica of the
 * shell asks on its own, so a change made through any API replica reaches every shell's cache
 * within one interval, with nothing to configure between them. While the API cannot answer, the
 * last version is kept (cached pages then only age out).
 */
export function watchContentVersion(options: ContentVersionWatchOptions) {
  const get = options.fetch ?? fetch;
  let current: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function poll(): Promise<void> {
    try {
      const response = await get(`${options.apiUrl}${contentVersion.path}`, {
        signal: AbortSignal.timeout(Math.max(1000, options.intervalMs)),
      });
      if (!response.ok) return;
      const { version } = (await response.json()) as { version?: unknown };
      if (typeof version !== 'number' || !Number.isSafeInteger(version)) return;
      if (version !== current) {
        const first = current === undefined;
        current = version;
        // The first answer moves nothing: pages rendered before it are not known to be older.
        if (!first) options.onChange(version);
      }
    } catch {
      // The API is restarting or unreachable: try again next time.
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void poll().finally(schedule), options.intervalMs);
    timer.unref();
  }

  return {
    /** Asks once now, then every interval. */
    async start() {
      await poll();
      schedule();
    },
    /** The last version seen, if any. */
    current: () => current,
    poll,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

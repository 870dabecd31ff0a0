/**
 * Recurring background work, on the database: each job runs on a timer, but only while this
 * replica holds the job's lease row (`job_leases`), so with several replicas on one database a
 * job runs on one of them at a time, and a replica that dies mid-run blocks nobody for longer
 * than the lease. Work that must happen at a given moment (emails, reminders) is not here: it
 * is an outbox row due at its time, which the outbox worker claims under its own lease.
 *
 * Jobs: the booking sweep (expiry, completed sessions), calendar retries, the removal of
 * unscheduled free calls, the content version's move when a scheduled post's time comes, and the
 * package promises' notices (a check-in due, the follow-up call opening and closing). `app.jobs.run(name)` runs one now (tests, and the first round at start).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  sweepBookings,
  retryPendingCalendarEvents,
  removeUnscheduledFreeCalls,
} from '../modules/bookings';
import { bumpForDuePosts } from '../modules/posts';
import { sendPromiseNotices } from '../modules/promises';

/** How often the package promises' notices (check-ins due, the follow-up call) are looked for. */
const promiseNoticesIntervalMs = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs;
  }
}

interface Job {
  intervalMs: number;
  run(app: FastifyInstance): Promise<unknown>;
}

export interface BackgroundJobs {
  /** Runs a job now if its lease is free; false when another runner holds it. */
  run(name: JobName): Promise<boolean>;
}

type JobName =
  'booking-sweep' | 'calendar-retry' | 'free-call-cleanup' | 'scheduled-posts' | 'promise-notices';

export default fp(
  async (app) => {
    const holder = `api-${randomUUID()}`;
    const jobs: Record<JobName, Job> = {
      'booking-sweep': { intervalMs: app.config.booking.sweepIntervalMs, run: sweepBookings },
      'calendar-retry': {
        intervalMs: app.config.calendarRetryIntervalMs,
        run: retryPendingCalendarEvents,
      },
      'free-call-cleanup': {
        intervalMs: app.config.booking.cleanupIntervalMs,
        run: removeUnscheduledFreeCalls,
      },
      'scheduled-posts': {
        intervalMs: app.config.scheduledPostsIntervalMs,
        run: bumpForDuePosts,
      },
      'promise-notices': { intervalMs: promiseNoticesIntervalMs, run: sendPromiseNotices },
    };
    const running = new Set<Promise<unknown>>();

    async function run(name: JobName): Promise<boolean> {
      const job = jobs[name];
      const now = new Date();
      // The lease outlives a slow run by far; it is released as soon as the run ends.
      const until = new Date(now.getTime() + Math.max(job.intervalMs, 10 * 60_000));
      if (!(await app.repos.jobLeases.acquire({ name, holder, now, until }))) return false;
      try {
        await job.run(app);
      } finally {
        await app.repos.jobLeases.release(name, holder);
      }
      return true;
    }

    app.decorate('jobs', { run } satisfies BackgroundJobs);

    const timers: NodeJS.Timeout[] = [];
    const start = (name: JobName) => {
      const round = run(name)
        .catch((error: unknown) => {
          if (!app.databaseOutage.report(error)) {
            app.log.error({ err: error, job: name }, 'background job failed');
          }
        })
        .finally(() => running.delete(round));
      running.add(round);
    };
    app.addHook('onReady', async () => {
      for (const name of Object.keys(jobs) as JobName[]) {
        const timer = setInterval(() => start(name), jobs[name].intervalMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    });
  },
  { name: 'background-jobs', dependencies: ['repositories', 'calendar', 'stripe', 'mailer'] },
);

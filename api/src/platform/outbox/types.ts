/** What the outbox stores for one email: the whole message, rendered when its event happened. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable across retries, so a receiving server or client can recognise a repeat. */
  messageId: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * A calendar invitation (text/calendar; method=REQUEST or CANCEL for the client, PUBLISH for the
   * owner's own calendar), alternative and attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; filename: string; content: string };
}

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'suppressed' | 'cancelled';

export interface NewOutboxMessage {
  /** What kind of message, e.g. 'client.booking-paid' (for logs and the owner's queries). */
  kind: string;
  /** One event gives one message: a second enqueue with the same key is ignored. */
  dedupeKey: string;
  mail: OutboxMail;
  /** Counted against the per-address hourly limit (every message but the owner's). */
  limited: boolean;
  /** Not before this instant (a reminder: its time before the session). Default: now. */
  notBefore?: Date;
  /** Cancelled instead of sent when still unsent at this instant (a reminder: its session's start). */
  notAfter?: Date;
  /** The session it belongs to: cancelled with its session's moves (reminders). */
  sessionId?: number;
  /**
   * At most this many messages of this `kind` to one address per rolling 24 hours (e.g. contact
   * acknowledgements); more are kept as `suppressed`. Only for limited messages.
   */
  dailyLimitOfKind?: number;
}

export interface OutboxMessage {
  id: number;
  kind: string;
  dedupeKey: string;
  to: string;
  mail: OutboxMail;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

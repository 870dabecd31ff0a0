/** Mail for the outbox in API integration tests: a plain greeting per recipient. */

/**
 * One greeting of `kind` per address in `recipients`, as the outbox queues a message (its
 * dedupe key the address's own, `limited` by the hourly limit or not).
 */
export function greetings(recipients: string[], kind: string, limited: boolean) {
  return recipients.map((to) => ({
    kind,
    dedupeKey: `test:${to}`,
    limited,
    mail: {
      to,
      subject: `For ${to}`,
      text: 'Hello',
      html: '<p>Hello</p>',
      messageId: `<${to}>`,
    },
  }));
}

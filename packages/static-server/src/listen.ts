import type { FastifyInstance } from 'fastify';

/** Listens and closes gracefully on Ctrl-C or a container stop. */
export async function listenUntilStopped(app: FastifyInstance, port: number, host: string) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port, host });
}

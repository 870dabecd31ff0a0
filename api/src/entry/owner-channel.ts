/**
 * The `owner create|reset` command beside a running site on embedded PGlite. PGlite allows one
 * process, and the running API holds it, so the command cannot open the database itself: the API
 * listens on a unix socket beside the data folder (`<DATA_DIR>.owner.sock`, mode 0600: only the
 * user the site runs as can connect, and nothing on the network can), and the command sends it the
 * username and password there. The API applies the same rules (`createOrResetOwner`) and answers
 * the site's sign-in address, which it knows from its own SITE_ORIGIN.
 *
 * With PostgreSQL (DATABASE_URL) the command opens the database itself; no socket is made.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { paths } from '@site/contracts/routes';
import { createOrResetOwner, OwnerInputError } from '../modules/owner';

export interface OwnerCommand {
  mode: 'create' | 'reset';
  username: string;
  password: string;
}

export interface OwnerCommandResult {
  created: boolean;
  sessionsEnded: number;
  /** The site's sign-in page, from the running API's SITE_ORIGIN. */
  signInUrl: string;
}

/** Where the running API listens for the command, beside the PGlite folder. */
export function ownerChannelPath(dataDir: string): string {
  return `${dataDir}.owner.sock`;
}

export function signInUrlOf(siteOrigin: string): string {
  return `${siteOrigin}${paths.adminSignIn}`;
}

const maxBodyBytes = 16_384;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new OwnerInputError('The request is too large.'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseCommand(text: string): OwnerCommand {
  const body = JSON.parse(text) as Partial<OwnerCommand>;
  if (
    (body.mode !== 'create' && body.mode !== 'reset') ||
    typeof body.username !== 'string' ||
    typeof body.password !== 'string'
  ) {
    throw new OwnerInputError('Send {"mode":"create"|"reset","username":…,"password":…}.');
  }
  return { mode: body.mode, username: body.username, password: body.password };
}

/**
 * Opens the channel (replacing a socket file a crashed API left: this process holds the data
 * folder's lock, so no other API is listening there); `close()` stops it and removes the socket.
 */
export async function openOwnerChannel(
  app: FastifyInstance,
  socketPath: string,
): Promise<{ close(): Promise<void> }> {
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/owner') {
      answer(404, { message: 'POST /owner only.' });
      return;
    }
    readBody(request)
      .then(parseCommand)
      .then((command) => createOrResetOwner(app.knex, { ...command, now: app.now() }))
      .then(
        (result) => {
          app.log.info(
            { created: result.created, sessionsEnded: result.sessionsEnded },
            'owner account changed by the owner command',
          );
          answer(200, { ...result, signInUrl: signInUrlOf(app.config.siteOrigin) });
        },
        (error: unknown) => {
          if (error instanceof OwnerInputError || error instanceof SyntaxError) {
            answer(400, { message: error.message });
            return;
          }
          app.log.error({ err: error }, 'the owner command failed');
          answer(500, { message: 'The site could not change the owner account: see its log.' });
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Created readable by this user only, then listening: no moment when others could connect.
    const previous = process.umask(0o177);
    try {
      server.listen(socketPath, () => resolve());
    } finally {
      process.umask(previous);
    }
  });
  return {
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socketPath, { force: true });
    },
  };
}

/**
 * Sends the command to the running API; null when no API listens there (no socket, or one a
 * stopped API left), so the command opens the database itself.
 */
export function askOwnerChannel(
  socketPath: string,
  command: OwnerCommand,
): Promise<OwnerCommandResult | null> {
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        path: '/owner',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Partial<OwnerCommandResult> & { message?: string };
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            reject(new Error(`The running site answered ${response.statusCode}: ${text}`));
            return;
          }
          if (response.statusCode === 200) resolve(body as OwnerCommandResult);
          else if (response.statusCode === 400) reject(new OwnerInputError(body.message ?? text));
          else
            reject(new Error(body.message ?? `The running site answered ${response.statusCode}.`));
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    request.end(JSON.stringify(command));
  });
}

/**
 * What every local fake of an outside HTTP service shares: listen on a free loopback port, read the
 * whole request body, answer JSON. Subclasses only decide what to answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type SendJson = (status: number, json: unknown, headers?: http.OutgoingHttpHeaders) => void;

export abstract class FakeHttpServer {
  private server = http.createServer((request, response) => this.receive(request, response));

  /** Starts listening; resolves with the base URL, e.g. http://127.0.0.1:40123 (no slash). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  protected abstract handle(request: http.IncomingMessage, body: string, send: SendJson): void;

  private receive(request: http.IncomingMessage, response: http.ServerResponse): void {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () =>
      this.handle(request, body, (status, json, headers = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(json));
      }),
    );
  }
}

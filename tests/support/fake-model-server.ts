import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible server on a free loopback port for the chat's integration tests: a subclass
 * answers the Responses API requests it gets (`handle`); `url` is the base URL the chat is pointed at.
 */
export abstract class FakeModelServer {
  url = '';
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

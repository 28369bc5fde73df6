import { connect, type Socket } from 'node:net';

/**
 * One raw HTTP/1.1 keep-alive connection, so a test decides exactly when each request goes out on
 * it (fetch and node's agents pick and retire connections by their own rules).
 */
export interface RawConnection {
  socket: Socket;
  /** Sends one request; `body` as JSON or as a form (a string). */
  send(method: string, path: string, headers?: Record<string, string>, body?: unknown): void;
  /** The statuses answered so far once `count` arrived, or how the connection ended before that. */
  statuses(count: number, timeoutMs?: number): Promise<number[] | string>;
  /** Every header block received so far. */
  heads(): string[];
}

export async function openRawConnection(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  let ended: string | null = null;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', (error: NodeJS.ErrnoException) => (ended = error.code ?? error.message));
  socket.on('close', () => (ended ??= 'closed by the server'));
  const heads = () => received.split(/(?=HTTP\/1\.1 \d{3} )/).map((answer) => answer.split('\r\n\r\n')[0] ?? '');
  return {
    socket,
    send(method, path, headers = {}, body) {
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      const type = typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json';
      const lines = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      if (body !== undefined) lines.push(`Content-Type: ${type}`, `Content-Length: ${Buffer.byteLength(text)}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n${text}`);
    },
    async statuses(count, timeoutMs = 10000) {
      for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 10))) {
        const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
        if (statuses.length >= count) return statuses;
        if (ended) return ended;
      }
      return 'no answer';
    },
    heads,
  };
}

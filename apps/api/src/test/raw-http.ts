import { connect, type Socket } from 'node:net';

// HTTP as a load balancer meets it during a shutdown, below any client library that would retry
// or pool: a bare connection attempt, and one answer read straight off a socket.

/** Whether a new TCP connection to the port is refused. */
export const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

/** Reads one whole HTTP/1.1 answer (with Content-Length) from a raw socket. */
export function readAnswer(socket: Socket) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string; closed: Promise<void> }>(
    (resolve, reject) => {
      const closed = new Promise<void>((done) =>
        socket.on('close', () => {
          reject(new Error(`connection closed without an answer: ${JSON.stringify(data)}`));
          done();
        }),
      );
      let data = '';
      socket.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
        const split = data.indexOf('\r\n\r\n');
        if (split < 0) return;
        const [statusLine, ...lines] = data.slice(0, split).split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        const body = data.slice(split + 4);
        if (Buffer.byteLength(body) < Number(headers['content-length'] ?? 0)) return;
        resolve({ status: Number(statusLine!.split(' ')[1]), headers, body, closed });
      });
      socket.on('error', reject);
    },
  );
}

import net from 'node:net';

/** A raw connection to the server on loopback: a client (or a proxy) keeping its connection alive between requests. */
export function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One HTTP/1.1 GET on the socket (keep-alive, HTTP/1.1's default); resolves with the raw answer once it is whole. */
export function exchange(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text);
      if (end >= 0 && length && text.length >= end + 4 + Number(length[1])) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

/** Resolves once the server has closed the socket. The timer is a bound, not a wait: it closes within milliseconds or never. */
export function closedByServer(socket: net.Socket, withinMs = 3_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server left the connection open')), withinMs);
    const done = () => resolve(clearTimeout(timer));
    if (socket.closed) done();
    else socket.once('close', done);
  });
}

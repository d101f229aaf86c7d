import type { ServerType } from '@hono/node-server';
import { createSecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import type { TlsPair } from '../simulators/platform/tls';

/**
 * The options of `createAdaptorServer` for HTTPS that speaks HTTP/2 (as any production host of the
 * API and the bundle does: one connection carries every parallel call) and HTTP/1.1 to clients
 * that ask for it.
 */
export function secureServerOptions(tls: TlsPair) {
  return { createServer: createSecureServer, serverOptions: { key: tls.key, cert: tls.cert, allowHTTP1: true } };
}

/**
 * Keeps track of a server's open connections so `close` can drop them at once (HTTP/2 sessions
 * and kept-alive HTTP/1.1 sockets alike) instead of waiting for clients to leave.
 */
export function closerOf(server: ServerType): () => Promise<void> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  server.on('secureConnection', track);
  server.on('connection', track);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
}

import { createServer } from 'node:net';

/**
 * Ports this process has handed out. The kernel may give the same ephemeral port to two `listen(0)` calls in a
 * row once the first is closed, so a server asking for an HTTP and an SSH port could get one port twice.
 */
const handedOut = new Set<number>();

function portFromKernel(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A port free right now on loopback (the OS picks it), never one this process has handed out before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await portFromKernel();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

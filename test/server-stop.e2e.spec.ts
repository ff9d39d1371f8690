import { connect } from 'node:net';
import { once } from 'node:events';
import { OctavoServer } from './support/octavo-server';

/**
 * A stop (SIGTERM) ends connections idle at once; one still mid-request or mid-response (an upload that stalled,
 * a download the client stopped reading) gets the shutdown grace (OCTAVO_SHUTDOWN_GRACE_MS), then is closed:
 * Fastify sets no request timeout, so before it the stop waited for as long as the client kept the socket.
 */
describe('stopping the server', () => {
  it('closes a connection whose upload stalled, and exits', async () => {
    const server = await new OctavoServer({ env: { OCTAVO_SHUTDOWN_GRACE_MS: '2000' } }).start();
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    const closed = once(socket, 'close');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    // The headers and a tenth of the body it announces, then nothing more.
    socket.write(
      'POST /api/builds HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n' +
        '{"project": "ann/book", "formats": "pdf"',
    );
    // The server has the request open: it is mid-request, not idle.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answer).toBe('');
    await server.stop();
    await closed;
    expect(socket.destroyed).toBe(true);
  }, 60_000);
});

import { createServer } from 'node:http';

/**
 * The reference: a bare node:http server answering every request with one fixed JSON body (the real
 * build's), run as its own process like Octavo is. Body from BENCH_BODY; prints its port once listening.
 */
const body = Buffer.from(process.env.BENCH_BODY ?? '{}');
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

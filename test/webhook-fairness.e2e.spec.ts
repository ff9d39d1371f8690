import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';

/** Answers 200 at once, then sends its body one byte a second and never ends it: an idle timeout never fires. */
class DrippingReceiver {
  open = 0;
  maxOpen = 0;
  requests = 0;
  /** When each request's connection was closed, by us or by the sender, in ms after it arrived. */
  readonly heldMs: number[] = [];
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      const arrived = Date.now();
      this.requests++;
      this.open++;
      this.maxOpen = Math.max(this.maxOpen, this.open);
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('.');
      const drip = setInterval(() => res.write('.'), 1000);
      res.on('close', () => {
        clearInterval(drip);
        this.open--;
        this.heldMs.push(Date.now() - arrived);
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Answers every request with 200 and notes when it arrived. */
class QuickReceiver {
  readonly arrivals: number[] = [];
  private readonly server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      this.arrivals.push(Date.now());
      res.end('ok');
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function until(what: string, timeoutMs: number, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * No tenant stalls another: a receiver that drips its answer a byte a second (so an idle timeout never fires)
 * holds only its own deliveries, and only until the total deadline; another project's delivery goes out on
 * time meanwhile.
 */
describe('webhooks: a slow receiver stalls nobody else', () => {
  const TIMEOUT_MS = 6000;
  const server = new OctavoServer({
    env: {
      OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1',
      OCTAVO_WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      OCTAVO_WEBHOOK_MAX_ATTEMPTS: '1',
      OCTAVO_WEBHOOK_RETRY_BASE_MS: '200',
    },
  });
  let ann: ApiClient;
  let bob: ApiClient;
  const drip = new DrippingReceiver();
  const quick = new QuickReceiver();

  beforeAll(async () => {
    await Promise.all([server.start(), drip.start(), quick.start()]);
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    expect((await ann.post('/api/projects', { name: 'slow' })).status).toBe(201);
    expect((await bob.post('/api/projects', { name: 'quick' })).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const hook = await ann.post('/api/projects/ann/slow/webhooks', {
        url: `${drip.url}/${i}`,
        secret: `s${i}`,
      });
      expect(hook.status).toBe(201);
    }
    const hook = await bob.post('/api/projects/bob/quick/webhooks', { url: quick.url, secret: 'q' });
    expect(hook.status).toBe(201);
  });

  afterAll(async () => {
    await server.stop();
    await Promise.all([drip.stop(), quick.stop()]);
  });

  it("another project's delivery arrives on time while a dripping receiver holds its own; the dripping ones end at the total deadline", async () => {
    const slow = await ann.post('/api/builds', { project: 'ann/slow', formats: 'platform' });
    expect(slow.status).toBe(201);
    await until('the dripping receiver to be called', 30_000, () => drip.open > 0);

    const quickBuild = await bob.post('/api/builds', { project: 'bob/quick', formats: 'platform' });
    await bob.waitForBuild(quickBuild.json.id);
    const finished = Date.now();
    await until("bob's delivery", 10_000, () => quick.arrivals.length > 0);
    const late = quick.arrivals[0] - finished;
    expect(late).toBeLessThan(3000);
    expect(drip.open).toBeGreaterThan(0); // still dripping when bob's delivery went out

    // Three deliveries to one receiver: never more than two at once; each ends at the deadline, not the drip's end.
    await until('all three dripping deliveries to end', 4 * TIMEOUT_MS, () => drip.heldMs.length >= 3);
    expect(drip.requests).toBe(3);
    expect(drip.maxOpen).toBeLessThanOrEqual(2);
    for (const held of drip.heldMs) expect(held).toBeLessThan(TIMEOUT_MS + 2000);

    const hooks = (await ann.get('/api/projects/ann/slow/webhooks')).json as Array<{ id: string }>;
    for (const { id } of hooks) {
      let attempts: Array<{ outcome: string; error?: string; duration_ms: number }> = [];
      await until('the attempt to be recorded', 10_000, async () => {
        const deliveries = (await ann.get(`/api/projects/ann/slow/webhooks/${id}/deliveries`)).json;
        attempts = deliveries[0]?.attempts ?? [];
        return attempts.length > 0;
      });
      expect(attempts[0]).toEqual(
        expect.objectContaining({
          outcome: 'failed',
          error: 'the receiver did not answer completely within 6 s (OCTAVO_WEBHOOK_TIMEOUT_MS)',
        }),
      );
      expect(attempts[0].duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(attempts[0].duration_ms).toBeLessThan(TIMEOUT_MS + 2000);
    }
  });
});

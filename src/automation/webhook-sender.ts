import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { AttemptResult } from '../domain/automation';
import { classifyAddress, refusalMessage } from './address-policy';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  /**
   * The whole attempt: name lookup, connection, request, the answer's headers and its body. A receiver that
   * keeps sending a byte now and then cannot hold a delivery past it (an idle timeout would let it).
   */
  timeoutMs: number;
}

export type SendResult = Omit<AttemptResult, 'deliveryId' | 'attempt'>;

/** The failure recorded when an attempt runs out of time, whatever it was waiting for. */
function deadlineMessage(timeoutMs: number): string {
  return `the receiver did not answer completely within ${describeMs(timeoutMs)} (OCTAVO_WEBHOOK_TIMEOUT_MS)`;
}

function describeMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

class DeadlinePassed extends Error {}

/**
 * One POST to a receiver, within one total deadline. The host is resolved here and every address it has is
 * checked (SSRF); the connection then goes to the checked address, so a second DNS answer cannot swap in a
 * private one. Redirects are not followed.
 */
export async function sendWebhook(request: WebhookRequest): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let deadlineTimer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    deadlineTimer = setTimeout(() => reject(new DeadlinePassed()), request.timeoutMs);
  });
  deadline.catch(() => undefined);
  try {
    return await Promise.race([attempt(request, url, host, elapsed, deadline), deadline]);
  } catch (error) {
    if (error instanceof DeadlinePassed) {
      return { outcome: 'failed', error: deadlineMessage(request.timeoutMs), durationMs: elapsed() };
    }
    throw error;
  } finally {
    clearTimeout(deadlineTimer);
  }
}

async function attempt(
  request: WebhookRequest,
  url: URL,
  host: string,
  elapsed: () => number,
  deadline: Promise<never>,
): Promise<SendResult> {
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await dnsLookup(host, { all: true });
  } catch (error) {
    return {
      outcome: 'failed',
      error: `could not resolve ${host}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      durationMs: elapsed(),
    };
  }
  if (addresses.length === 0)
    return { outcome: 'failed', error: `${host} has no address`, durationMs: elapsed() };
  if (!request.allowPrivate) {
    for (const { address } of addresses) {
      const kind = classifyAddress(address);
      if (kind)
        return { outcome: 'refused', error: refusalMessage(host, address, kind), durationMs: elapsed() };
    }
  }

  const pinned = addresses[0];
  const lookup = ((_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
    lookup,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const req = send(url, options, (res) => {
      const statusCode = res.statusCode ?? 0;
      res.resume();
      res.on('end', () =>
        finish(
          statusCode >= 200 && statusCode < 300
            ? { outcome: 'delivered', statusCode, durationMs: elapsed() }
            : {
                outcome: 'failed',
                statusCode,
                error: `the receiver answered HTTP ${statusCode}${res.statusMessage ? ` ${res.statusMessage}` : ''}`,
                durationMs: elapsed(),
              },
        ),
      );
      res.on('error', (error) =>
        finish({ outcome: 'failed', statusCode, error: error.message, durationMs: elapsed() }),
      );
      res.on('close', () => {
        if (!res.complete)
          finish({
            outcome: 'failed',
            statusCode,
            error: 'the receiver closed the connection before its answer was complete',
            durationMs: elapsed(),
          });
      });
    });
    // Past the deadline the answer no longer matters: the socket goes, whatever the receiver is still sending.
    deadline.catch(() => req.destroy());
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        outcome: 'failed',
        error: error.code ? `could not reach ${url.host}: ${error.code}` : error.message,
        durationMs: elapsed(),
      }),
    );
    req.end(request.body);
  });
}

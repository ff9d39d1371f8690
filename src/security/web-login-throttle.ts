import type { Redis } from 'ioredis';
import { FailureCounter } from './failure-counter';

export interface WebLoginThrottleOptions {
  /** Failed log-ins a user name may have in the window before back-off starts. */
  freeFailures: number;
  /** The first back-off; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a failure counts. */
  windowMs: number;
  /** Failed log-ins one address may have in the window, whatever the user names: past it, it is turned away. */
  perAddress: number;
}

export const DEFAULT_WEB_LOGIN_THROTTLE: WebLoginThrottleOptions = {
  freeFailures: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
  perAddress: 100,
};

/**
 * Failed web log-ins, per address and per user name, counted by rate-limiter-flexible: in process memory, or
 * with `redis` in Redis, so every api process of an installation sees the same failures.
 *
 * An address with too many failures (any user names) is turned away before its password is checked. A user
 * name with too many failures backs off exponentially: after `freeFailures`, each further failure holds it
 * longer, doubling up to a maximum. The decision is taken after the password is checked, as GitHub and Gitea
 * do: a correct password from an address that has not failed for this user logs in even during back-off, so
 * someone hammering a user name from elsewhere cannot lock its owner out. Wrong passwords, and the right one
 * from an address that has been failing, wait.
 */
export class WebLoginThrottle {
  /** Failures per address, whatever the user names. */
  private readonly byAddress: FailureCounter;
  /** Failures per user name, from anywhere. */
  private readonly byUser: FailureCounter;
  /** Failures per user name from one address: whether that address has been failing for that user. */
  private readonly byUserAddress: FailureCounter;
  /** A user name's back-off, held until it ends. */
  private readonly backOff: FailureCounter;

  constructor(
    private readonly options: WebLoginThrottleOptions = DEFAULT_WEB_LOGIN_THROTTLE,
    redis: () => Redis | null = () => null,
    keyPrefix = 'octavo:login:web',
  ) {
    const windowSeconds = Math.ceil(options.windowMs / 1000);
    const counter = (name: string) =>
      new FailureCounter({ windowSeconds, keyPrefix: `${keyPrefix}:${name}` }, redis);
    this.byAddress = counter('address');
    this.byUser = counter('user');
    this.byUserAddress = counter('user-address');
    this.backOff = counter('back-off');
  }

  /** Seconds before this address may try again (any user name), or 0. Checked before the password. */
  async addressWait(ip: string): Promise<number> {
    const { count, msLeft } = await this.byAddress.get(ip);
    return count < this.options.perAddress ? 0 : Math.ceil(msLeft / 1000);
  }

  /** Seconds this attempt must wait, decided once the password has been checked; 0 lets it through. */
  async userWait(user: string, ip: string, passwordOk: boolean): Promise<number> {
    const held = await this.backOff.get(user);
    if (held.count === 0 || held.msLeft <= 0) return 0;
    if (passwordOk && (await this.byUserAddress.get(userAddress(user, ip))).count === 0) return 0;
    return Math.ceil(held.msLeft / 1000);
  }

  async recordFailure(user: string, ip: string): Promise<void> {
    await this.byAddress.add(ip);
    await this.byUserAddress.add(userAddress(user, ip));
    await this.byUser.add(user);
    const over = (await this.byUser.get(user)).count - this.options.freeFailures;
    if (over < 0) return;
    const delayMs = Math.min(this.options.baseDelayMs * 2 ** over, this.options.maxDelayMs);
    await this.backOff.hold(user, delayMs / 1000);
  }

  /** A log-in succeeded: this address's failures for this user are forgotten (others' are not). */
  async recordSuccess(user: string, ip: string): Promise<void> {
    const mine = (await this.byUserAddress.get(userAddress(user, ip))).count;
    if (mine === 0) return;
    await this.byUserAddress.forget(userAddress(user, ip));
    await this.byUser.forget(user, mine);
    if ((await this.byUser.get(user)).count < this.options.freeFailures) await this.backOff.forget(user);
  }
}

/** A user name and an address as one key: an address never holds a newline, so no two pairs share one. */
function userAddress(user: string, ip: string): string {
  return `${user}\n${ip}`;
}

/** "30 s", "2 min": how long to wait, for the page. */
export function describeWait(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

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

/** Failures kept per user name: enough to count and to know the addresses they came from. */
const MAX_KEPT = 200;

interface Failure {
  at: number;
  ip: string;
}

/**
 * Failed web log-ins, per address and per user name, in process memory.
 *
 * An address with too many failures (any user names) is turned away before its password is checked. A user
 * name with too many failures backs off exponentially: after `freeFailures`, each further attempt must wait
 * longer, doubling up to a maximum. The decision is taken after the password is checked, as GitHub and Gitea
 * do: a correct password from an address that has not failed for this user logs in even during back-off, so
 * someone hammering a user name from elsewhere cannot lock its owner out. Wrong passwords, and the right one
 * from an address that has been failing, wait.
 */
export class WebLoginThrottle {
  private readonly byUser = new Map<string, Failure[]>();
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    private readonly options: WebLoginThrottleOptions = DEFAULT_WEB_LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds before this address may try again (any user name), or 0. Checked before the password. */
  addressWait(ip: string): number {
    const now = this.now();
    const recent = (this.byAddress.get(ip) ?? []).filter((t) => now - t < this.options.windowMs);
    this.keep(this.byAddress, ip, recent);
    if (recent.length < this.options.perAddress) return 0;
    return Math.ceil((recent[0] + this.options.windowMs - now) / 1000);
  }

  /** Seconds this attempt must wait, decided once the password has been checked; 0 lets it through. */
  userWait(user: string, ip: string, passwordOk: boolean): number {
    const now = this.now();
    const recent = this.recent(user, now);
    const over = recent.length - this.options.freeFailures;
    if (over < 0) return 0;
    const delay = Math.min(this.options.baseDelayMs * 2 ** over, this.options.maxDelayMs);
    const until = recent[recent.length - 1].at + delay;
    if (now >= until) return 0;
    if (passwordOk && !recent.some((failure) => failure.ip === ip)) return 0;
    return Math.ceil((until - now) / 1000);
  }

  recordFailure(user: string, ip: string): void {
    const now = this.now();
    this.byUser.set(user, [...this.recent(user, now), { at: now, ip }].slice(-MAX_KEPT));
    const address = (this.byAddress.get(ip) ?? []).filter((t) => now - t < this.options.windowMs);
    this.byAddress.set(ip, [...address, now].slice(-this.options.perAddress));
  }

  /** A log-in succeeded: this address's failures for this user are forgotten (others' are not). */
  recordSuccess(user: string, ip: string): void {
    const left = this.recent(user, this.now()).filter((failure) => failure.ip !== ip);
    this.keep(this.byUser, user, left);
  }

  private recent(user: string, now: number): Failure[] {
    const recent = (this.byUser.get(user) ?? []).filter((f) => now - f.at < this.options.windowMs);
    this.keep(this.byUser, user, recent);
    return recent;
  }

  private keep<T>(map: Map<string, T[]>, key: string, list: T[]): void {
    if (list.length) map.set(key, list);
    else map.delete(key);
  }
}

/** "30 s", "2 min": how long to wait, for the page. */
export function describeWait(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

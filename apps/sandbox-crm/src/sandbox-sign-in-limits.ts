export type TSignInLimitOptions = {
  /** Failed attempts an account takes in `windowMs` before it is locked for `lockMs`. */
  perAccount: number;
  /** Failed attempts, all accounts together, in `windowMs` before every sign-in waits. */
  global: number;
  windowMs: number;
  lockMs: number;
  now: () => number;
};

export const SIGN_IN_LIMIT_MESSAGE = 'Too many sign-in attempts. Try again later.';

/** Refused before the password is looked at: the account or the sandbox is locked for now. */
export class SignInLimitedError extends Error {
  readonly status = 429;
  constructor() {
    super(SIGN_IN_LIMIT_MESSAGE);
  }
}

const DEFAULTS = { perAccount: 5, global: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Names kept at most: a flood of made-up names forgets the oldest, the global count still holds. */
const MAX_TRACKED = 10_000;

type TCount = { failures: number; since: number; lockedUntil: number };

/**
 * Sign-in attempts of the pages and of the OAuth password grant, counted per account (the name
 * typed, known or not) and for the whole sandbox. In memory: one sandbox process holds them.
 */
export function createSignInLimits(options: Partial<TSignInLimitOptions> = {}) {
  const o = { ...DEFAULTS, now: Date.now, ...options };
  const accounts = new Map<string, TCount>();
  const all: TCount = { failures: 0, since: 0, lockedUntil: 0 };

  const fresh = (count: TCount, at: number) => {
    if (at - count.since > o.windowMs) {
      count.failures = 0;
      count.since = at;
    }
  };

  return {
    check(account: string) {
      const at = o.now();
      if (all.lockedUntil > at || (accounts.get(account)?.lockedUntil ?? 0) > at)
        throw new SignInLimitedError();
    },
    failed(account: string) {
      const at = o.now();
      let count = accounts.get(account);
      if (!count) {
        if (accounts.size >= MAX_TRACKED) accounts.delete(accounts.keys().next().value!);
        count = { failures: 0, since: at, lockedUntil: 0 };
        accounts.set(account, count);
      }
      for (const [c, max] of [
        [count, o.perAccount],
        [all, o.global],
      ] as const) {
        fresh(c, at);
        c.failures += 1;
        if (c.failures >= max) {
          c.lockedUntil = at + o.lockMs;
          c.failures = 0;
          c.since = at;
        }
      }
    },
    succeeded(account: string) {
      accounts.delete(account);
    },
  };
}

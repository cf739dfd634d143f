import { describeLoginWait, loginBackoffSeconds } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createAuthRepository } from './auth.repository.ts';

const WINDOW_MS = 60_000;
/** An account's failures are forgotten a day after the last one (or at its next success). */
const FAILURES_FORGOTTEN_MS = 24 * 3_600_000;
/** An address this account signed in from within this time is "known" to it. */
const KNOWN_ADDRESS_MS = 30 * 86_400_000;

export type TLoginLimits = {
  /** Failed logins per minute from one address; also an account's failures before back-off. */
  perAddress: number;
  /** Failed logins per minute for the whole deployment. */
  global: number;
};

export type TLoginTicket = { attemptId: number; email: string };

function rateLimited(seconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new AppError(
    'RATE_LIMITED',
    describeLoginWait(retryAfter),
    429,
    { retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * Login throttling kept in the database, so every server process on it shares the counts.
 * An attempt is counted before the password is checked (concurrent guesses cannot slip through
 * together) and uncounted again when it succeeds or is refused.
 * - per address: `perAddress` failed logins per minute;
 * - per account (any e-mail, existing or not): after `perAddress` consecutive failures each
 *   attempt waits a doubling delay, capped at 15 minutes, reset by a successful login;
 * - globally: `global` failed logins per minute.
 * An address the account signed in from before skips the account back-off and the global
 * ceiling, so an attacker elsewhere cannot keep its owner out.
 */
export function createLoginThrottle(db: TDb, limits: TLoginLimits) {
  const repo = createAuthRepository(db);

  async function refuse(attemptId: number, seconds: number): Promise<never> {
    await repo.deleteLoginAttempt(attemptId);
    throw rateLimited(seconds);
  }

  return {
    /** Counts the attempt or throws 429 with how long to wait. */
    async begin(ipAddress: string, rawEmail: string): Promise<TLoginTicket> {
      const email = rawEmail.trim().toLowerCase();
      const now = Date.now();
      const counts = await repo.recordLoginAttempt(ipAddress, new Date(now - WINDOW_MS));
      const untilWindowFrees = (oldest: Date | null) =>
        oldest ? (oldest.getTime() + WINDOW_MS - now) / 1000 : 60;
      if (counts.fromAddress > limits.perAddress)
        await refuse(counts.id, untilWindowFrees(counts.oldestFromAddress));

      const isKnown = await repo.isKnownAddress(email, ipAddress, new Date(now - KNOWN_ADDRESS_MS));
      if (isKnown) return { attemptId: counts.id, email };
      if (counts.all > limits.global) await refuse(counts.id, untilWindowFrees(counts.oldest));

      // Counted as a failure up front, under a row lock: parallel guesses queue behind it.
      const waitSeconds = await db.transaction(async (tx) => {
        const row = await repo.lockThrottle(email, tx);
        if (row.blockedUntil.getTime() > now) return (row.blockedUntil.getTime() - now) / 1000;
        const isStale = row.updatedAt.getTime() < now - FAILURES_FORGOTTEN_MS;
        const failures = (isStale ? 0 : row.failures) + 1;
        const delay = loginBackoffSeconds(failures, limits.perAddress);
        await repo.updateThrottle(
          email,
          { failures, blockedUntil: new Date(now + delay * 1000) },
          tx,
        );
        return 0;
      });
      if (waitSeconds > 0) await refuse(counts.id, waitSeconds);
      return { attemptId: counts.id, email };
    },

    /** A success neither counts for the address nor keeps the account's back-off. */
    async succeeded(ticket: TLoginTicket): Promise<void> {
      await repo.deleteLoginAttempt(ticket.attemptId);
      await repo.clearThrottle(ticket.email);
    },

    /** The failure stays counted; old rows are swept at the same time. */
    async failed(): Promise<void> {
      await repo.pruneLoginAttempts(new Date(Date.now() - 10 * WINDOW_MS));
    },
  };
}

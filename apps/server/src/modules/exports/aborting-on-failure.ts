import type { FastifyBaseLogger } from 'fastify';

/**
 * The chunks of a streamed download, then, if reading breaks off after the first byte: the
 * failure logged, the format's own marker when it has one (`marker`), and the error itself.
 * Fastify then destroys the response, so the client sees an incomplete transfer (no final
 * chunk), never a file that looks whole.
 */
export async function* abortingOnFailure<T>(
  chunks: AsyncGenerator<T>,
  log: FastifyBaseLogger,
  what: string,
  marker?: () => T,
): AsyncGenerator<T> {
  try {
    yield* chunks;
  } catch (err) {
    log.error({ err }, `${what} failed after the first byte; the response is aborted`);
    if (marker) {
      yield marker();
      // Let the marker reach the socket before the response is destroyed.
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw err;
  }
}

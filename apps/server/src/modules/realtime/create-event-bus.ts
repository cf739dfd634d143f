import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { createInProcessBus, type TEventBus } from './event-bus.ts';
import { createLiveEventsRepository } from './live-events.repository.ts';
import { createPostgresBus } from './postgres-bus.ts';

/**
 * The embedded default (PGlite, one process) fans out in memory; with DATABASE_URL several
 * instances may share the database, so events go through PostgreSQL LISTEN/NOTIFY.
 */
export async function createEventBus(deps: {
  config: TConfig;
  database: TDatabase;
  logger: FastifyBaseLogger;
}): Promise<TEventBus> {
  const { config, database, logger } = deps;
  if (!config.DATABASE_URL || database.kind !== 'postgres') return createInProcessBus();
  logger.info('live events shared through PostgreSQL LISTEN/NOTIFY');
  return createPostgresBus({
    connectionString: config.DATABASE_URL,
    repository: createLiveEventsRepository(database.db),
    logger,
  });
}

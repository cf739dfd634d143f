import { createContext, use } from 'react';
import type { LiveConnection } from './live-connection.ts';

/** The app provides its one connection here: `<LiveConnectionContext value={connection}>`. */
export const LiveConnectionContext = createContext<LiveConnection | null>(null);

export function useLiveConnection(): LiveConnection {
  const connection = use(LiveConnectionContext);
  if (!connection)
    throw new Error('useLiveConnection needs a LiveConnectionContext provider above it');
  return connection;
}

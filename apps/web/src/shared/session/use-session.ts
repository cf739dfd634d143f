import { useSyncExternalStore } from 'react';
import type { TRole, TUser } from '@staffing/domain';
import {
  getSessionSnapshot,
  setSessionUser,
  subscribeSession,
  type TSessionStatus,
} from './session-store.ts';
import { login, logout } from './session-actions.ts';

export type TSessionHook = {
  status: TSessionStatus;
  user: TUser | null;
  role: TRole | null;
  isAuthenticated: boolean;
  login: typeof login;
  logout: typeof logout;
  /** Replaces the signed-in user (after a profile edit) so every view shows the new name. */
  setUser: (user: TUser) => void;
};

export function useSession(): TSessionHook {
  const { status, user } = useSyncExternalStore(
    subscribeSession,
    getSessionSnapshot,
    getSessionSnapshot,
  );
  return {
    status,
    user,
    role: user?.role ?? null,
    isAuthenticated: status === 'authenticated' && user !== null,
    login,
    logout,
    setUser: setSessionUser,
  };
}

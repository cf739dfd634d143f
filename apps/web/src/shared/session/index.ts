export {
  SESSION_KEYS,
  clearSession,
  getAccessToken,
  getRefreshToken,
  getSessionSnapshot,
  setSessionUser,
  subscribeSession,
  subscribeToTokens,
  type TSessionSnapshot,
  type TSessionStatus,
} from './session-store.ts';
export {
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_MARGIN_MS,
  bootstrapSession,
  login,
  logout,
  refreshIfExpiringSoon,
  signInWith,
  startProactiveRefresh,
  type TAuthResponse,
} from './session-actions.ts';
export { useSession, type TSessionHook } from './use-session.ts';

export {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getSessionSnapshot,
  setSessionUser,
  subscribeToTokens,
  type TSessionSnapshot,
  type TSessionStatus,
} from './session-store.ts';
export {
  bootstrapSession,
  login,
  logout,
  refreshIfExpiringSoon,
  signInWith,
  startProactiveRefresh,
  type TAuthResponse,
} from './session-actions.ts';
export { useSession, type TSessionHook } from './use-session.ts';

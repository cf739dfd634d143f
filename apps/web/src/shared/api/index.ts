export {
  API_BASE,
  AUTH_MESSAGES,
  api,
  apiFetch,
  apiFetchResponse,
  buildUrl,
  refreshSession,
  type TApiRequestOptions,
  type TRefreshOutcome,
} from './api-client.ts';
export { ApiError, getErrorMessage, isApiError } from './api-error.ts';
export { queryClient } from './query-client.ts';
export {
  INVALIDATION_COALESCING,
  createCoalescer,
  invalidateCoalesced,
} from './invalidation-coalescer.ts';

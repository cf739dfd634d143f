export {
  API_BASE,
  api,
  apiFetchResponse,
  refreshSession,
  type TApiRequestOptions,
  type TRefreshOutcome,
} from './api-client.ts';
export { ApiError, getErrorMessage, isApiError } from './api-error.ts';
export { queryClient } from './query-client.ts';
export { createCoalescer, invalidateCoalesced } from './invalidation-coalescer.ts';

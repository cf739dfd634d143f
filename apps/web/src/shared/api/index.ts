export {
  API_BASE,
  refreshSession,
  type TApiRequestOptions,
  type TRefreshOutcome,
} from './api-client.ts';
export {
  apiClient,
  type TApiBody,
  type TApiInit,
  type TApiParams,
  type TApiPath,
  type TApiReply,
} from './typed-api.ts';
export { ApiError, getErrorMessage, isApiError } from './api-error.ts';
export { queryClient } from './query-client.ts';
export {
  createCoalescer,
  invalidateCoalesced,
  whenCacheEmptied,
} from './invalidation-coalescer.ts';
export { useRefreshingMutation } from './use-refreshing-mutation.ts';

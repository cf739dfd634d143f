import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiClient, API_BASE } from '../../../shared/api/index.ts';
import { toApiError } from '../../../shared/api/api-error.ts';
import { flowsKeys } from './flow-keys.ts';

/** The flow's `metadata.screenshotUrl` when it is one of this API's paths; null otherwise. */
export function screenshotPathOf(metadata: Record<string, unknown> | null): string | null {
  const url = metadata?.screenshotUrl;
  if (typeof url !== 'string' || !url.startsWith(`${API_BASE}/`)) return null;
  return url.slice(API_BASE.length);
}

/**
 * GET /admin/flows/{id}/screenshot (Admin): the image, fetched with the session's token. The
 * metadata's link says whether there is one; it is always this path of the flow.
 */
async function getFlowScreenshot(flowId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiClient.GET_RESPONSE('/api/v1/admin/flows/{id}/screenshot', {
    signal,
    params: { path: { id: flowId } },
  });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/**
 * The screenshot as an object URL the dialog can show and offer for download; a new screenshot
 * (another `version`, e.g. the flow's status) is fetched again.
 */
export function useFlowScreenshot(flowId: string, path: string | null, version: string) {
  const query = useQuery({
    queryKey: [...flowsKeys.detail(flowId), 'screenshot', path, version],
    queryFn: ({ signal }) => getFlowScreenshot(flowId, signal),
    enabled: Boolean(path),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return undefined;
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { url: query.data ? url : null, isLoading: query.isLoading, error: query.error };
}

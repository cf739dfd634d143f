import { useMutation } from '@tanstack/react-query';
import { analyticsCsvFileName, type TAnalyticsCsvTable } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { toApiError } from '../../../shared/api/api-error.ts';
import { saveBlob } from '../../../shared/utils/save-blob.ts';
import type { TAnalyticsParams } from '../utils/analytics-params.ts';

/**
 * GET /analytics/<table>.csv through the authenticated fetch, saved from a Blob so the token never
 * appears in a URL; answers the file name.
 */
export async function downloadAnalyticsCsv(input: {
  table: TAnalyticsCsvTable;
  params: TAnalyticsParams;
}): Promise<string> {
  const response = await apiClient.GET_RESPONSE(`/api/v1/analytics/${input.table}.csv`, {
    params: { query: input.params },
  });
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const fileName = analyticsCsvFileName(input.table, input.params);
  saveBlob(blob, fileName);
  return fileName;
}

export function useDownloadAnalyticsCsv() {
  return useMutation({ mutationFn: downloadAnalyticsCsv });
}

import { api } from '../../../shared/api/index.ts';

export type TAnalysisFileType = 'jd' | 'cv';

export type TAnalyzeResult = {
  entity_id: string;
  need_id?: string;
  candidate_id?: string;
  filename: string;
  status: string;
};

/**
 * POST /analysisIA/files/analyze (multipart). The credentials in api_config_json are
 * placeholders the server ignores (DECISIONS.md); only need_id matters.
 */
export async function analyzeFiles(
  file: File,
  fileType: TAnalysisFileType,
  needId?: string | null,
): Promise<TAnalyzeResult[]> {
  const form = new FormData();
  form.append('files', file, file.name);
  form.append('file_types', fileType);
  form.append(
    'api_config_json',
    JSON.stringify({
      api_key: '{key}',
      email: '{email}',
      username: '{username}',
      ...(needId ? { need_id: needId } : {}),
    }),
  );
  const reply = await api.post<{ results?: TAnalyzeResult[] } | undefined>(
    '/analysisIA/files/analyze',
    form,
  );
  return reply?.results ?? [];
}

import { useQuery } from '@tanstack/react-query';
import { isValidNeedIdForFetch } from '@staffing/domain';
import { createBatchLoader } from '../utils/batch-loader.ts';
import { candidateKeys, type TNeedCandidate } from './candidate-keys.ts';
import { getCandidatesBulk } from './get-candidates-bulk.ts';
import { t } from '../../../i18n/i18n.ts';

const loader = createBatchLoader<TNeedCandidate[]>((needIds) =>
  getCandidatesBulk([...needIds].sort()),
);

/**
 * The candidates of one need for its card or table row. Every need asking at the same moment
 * is served by one GET /candidates/bulk (per-need calls only as the fallback when it fails).
 */
export function useNeedCandidates(needId: string | null | undefined) {
  const id = needId ?? '';
  return useQuery({
    queryKey: candidateKeys.need(id),
    queryFn: async () => {
      const list = await loader.load(id);
      if (list === undefined) throw new Error(t('candidates.needCard.error'));
      return list;
    },
    enabled: isValidNeedIdForFetch(id),
  });
}

import { eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.ts';
import { candidates, needs } from '../../db/schema/index.ts';

export type TNeedFiles = {
  id: string;
  title: string;
  jdS3Url: string | null;
  jobDescriptionFile: string | null;
  jdAnalysis: Record<string, unknown> | null;
  jdAnalysisS3Url: string | null;
};

export type TCandidateFiles = {
  id: string;
  name: string;
  cvUrl: string | null;
  cvFileKey: string | null;
  cvFileName: string | null;
};

/**
 * Reads of the file columns of needs and candidates. Writes go through the needs and candidates
 * commands (one write path per entity); the stored_files ledger is stored-files.repository.ts.
 */
export function createFilesRepository(db: TDb) {
  return {
    async findNeed(id: string, tx: TExecutor = db): Promise<TNeedFiles | undefined> {
      const [row] = await tx
        .select({
          id: needs.id,
          title: needs.title,
          jdS3Url: needs.jdS3Url,
          jobDescriptionFile: needs.jobDescriptionFile,
          jdAnalysis: needs.jdAnalysis,
          jdAnalysisS3Url: needs.jdAnalysisS3Url,
        })
        .from(needs)
        .where(eq(needs.id, id));
      return row;
    },

    async findCandidate(id: string, tx: TExecutor = db): Promise<TCandidateFiles | undefined> {
      const [row] = await tx
        .select({
          id: candidates.id,
          name: candidates.name,
          cvUrl: candidates.cvUrl,
          cvFileKey: candidates.cvFileKey,
          cvFileName: candidates.cvFileName,
        })
        .from(candidates)
        .where(eq(candidates.id, id));
      return row;
    },
  };
}

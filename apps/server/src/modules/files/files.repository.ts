import { eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.ts';
import { candidates, needs } from '../../db/schema/index.ts';

// The columns the file routes read: the name a download is given, and where the files are.
const needFileColumns = {
  id: needs.id,
  title: needs.title,
  jdS3Url: needs.jdS3Url,
  jobDescriptionFile: needs.jobDescriptionFile,
  jdAnalysis: needs.jdAnalysis,
  jdAnalysisS3Url: needs.jdAnalysisS3Url,
};
const candidateFileColumns = {
  id: candidates.id,
  name: candidates.name,
  cvUrl: candidates.cvUrl,
  cvFileKey: candidates.cvFileKey,
  cvFileName: candidates.cvFileName,
};

/**
 * Reads of the file columns of needs and candidates. Writes go through the needs and candidates
 * commands (one write path per entity); the stored_files ledger is stored-files.repository.ts.
 */
export function createFilesRepository(db: TDb) {
  return {
    async findNeed(id: string, tx: TExecutor = db) {
      const [row] = await tx.select(needFileColumns).from(needs).where(eq(needs.id, id));
      return row;
    },

    async findCandidate(id: string, tx: TExecutor = db) {
      const [row] = await tx
        .select(candidateFileColumns)
        .from(candidates)
        .where(eq(candidates.id, id));
      return row;
    },
  };
}

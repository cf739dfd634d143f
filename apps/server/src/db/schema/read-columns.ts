import { getTableColumns } from 'drizzle-orm';
import { auditLog } from './audit.ts';
import { candidates } from './candidates.ts';
import { needs } from './needs.ts';
import { users } from './users.ts';

// What a read of a need or a candidate selects: every column but `search_text`, a generated copy
// of the searchable text that only a WHERE reads. Sending it back would double the bytes of every
// list row. The bench's raw baseline selects the same columns from here.
const { searchText: _needSearch, ...needReadColumns } = getTableColumns(needs);
const { searchText: _candidateSearch, ...candidateReadColumns } = getTableColumns(candidates);

/** An audit line with its actor's name; the read left-joins `users` (a deleted actor's is null). */
const auditLineColumns = { ...getTableColumns(auditLog), actorName: users.name };

export { auditLineColumns, candidateReadColumns, needReadColumns };

import { apiClient } from '../../../shared/api/index.ts';

/**
 * DELETE /steps/{id} for each step a move added: its Undo takes them away with the move. Their
 * step_deleted events bring the board's stage counts back.
 */
export async function deleteMoveSteps(stepIds: readonly string[]): Promise<void> {
  for (const id of stepIds)
    await apiClient.DELETE('/api/v1/steps/{id}', { params: { path: { id } } });
}

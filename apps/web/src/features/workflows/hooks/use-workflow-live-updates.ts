import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, type LiveEvent } from '../../../shared/live/index.ts';
import { applyWorkflowChange } from '../api/workflow-cache.ts';
import { readWorkflowChange } from '../utils/workflow-cache.ts';

/**
 * Merges workflow_request_updated and workflow_request_triggered into every cached list and
 * detail (spec 001 §4); a deleted request leaves the lists. `enabled: false` (auto-refresh
 * unticked) leaves the screen as it was loaded.
 */
export function useWorkflowLiveUpdates({ enabled = true }: { enabled?: boolean } = {}): void {
  const queryClient = useQueryClient();
  const onEvent = (event: LiveEvent) => {
    if (!enabled) return;
    const change = readWorkflowChange(event.payload, event.entityId);
    if (change) applyWorkflowChange(queryClient, change);
  };
  useLiveEvent('workflow_request_updated', onEvent);
  useLiveEvent('workflow_request_triggered', onEvent);
}

import '../../i18n/more-catalogs.ts';
import { useParams } from 'react-router';
import { RpaLiveViewer } from '../../features/flows/components/rpa-live-viewer.tsx';
import { WorkflowRequestDetail } from '../../features/workflows/index.ts';

/**
 * /admin/workflows/:id: workflow request detail (the router redirects Recruiters), with the live
 * viewer a Sales user opens read-only on the run of their own request.
 */
export function WorkflowDetailRoute() {
  const { id = '' } = useParams();
  return (
    <WorkflowRequestDetail
      key={id}
      id={id}
      renderWatchLive={({ flowId, request, onClose }) => (
        <RpaLiveViewer
          flowId={flowId}
          needId={typeof request.payload.needId === 'string' ? request.payload.needId : null}
          flowStatus="processing"
          readOnly
          onClose={onClose}
        />
      )}
    />
  );
}

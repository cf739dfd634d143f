import '../../i18n/more-catalogs.ts';
import { useState } from 'react';
import type { TNeed } from '@staffing/domain';
import { FlowAdminPage } from '../../features/flows/components/flow-admin-page.tsx';
import { RpaLauncher } from '../../features/flows/components/rpa-launcher.tsx';
import { EditNeedModal } from '../../features/needs/components/edit-need-modal.tsx';

type TNeedEdit = { need: TNeed; onSaved: (saved: TNeed) => void };

/**
 * /admin/flows: Flow Administration (Admin; the router shows Access Denied to other roles). The
 * RPA launcher's 'Add Data' opens the needs feature's editor, composed here; the launcher goes on
 * with the saved need.
 */
export function FlowsRoute() {
  const [editing, setEditing] = useState<TNeedEdit | null>(null);
  return (
    <>
      <FlowAdminPage
        rpaLauncher={<RpaLauncher onEditNeed={(need, onSaved) => setEditing({ need, onSaved })} />}
      />
      {editing ? (
        <EditNeedModal
          key={editing.need.id}
          need={editing.need}
          onSaved={editing.onSaved}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

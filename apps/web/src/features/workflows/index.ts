/** What the app's routes use from the workflows feature. */
export { WorkflowRequestsPage } from './components/workflow-requests-page.tsx';
export { WorkflowRequestDetail } from './components/workflow-request-detail.tsx';
export { CrmActionsPanel } from './components/crm-actions-panel.tsx';

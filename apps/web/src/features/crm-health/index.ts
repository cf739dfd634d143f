/** What the app's routes use from the CRM health feature. */
export { CrmHealthPage } from './components/crm-health-page.tsx';

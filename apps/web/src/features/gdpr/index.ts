/** What the app's routes use from the GDPR feature. */
export { GdprRegisterPage } from './components/gdpr-register-page.tsx';
export { GdprWarningNotifier } from './components/gdpr-warning-notifier.tsx';

/** What the app's routes and layout use from the webhooks feature. */
export { WebhooksPage } from './components/webhooks-page.tsx';
export { WebhookDisabledNotifier } from './components/webhook-disabled-notifier.tsx';

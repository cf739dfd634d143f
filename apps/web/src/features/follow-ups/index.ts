/** What the app's routes use from the follow-ups feature. */
export { FollowUpsPage } from './components/follow-ups-page.tsx';

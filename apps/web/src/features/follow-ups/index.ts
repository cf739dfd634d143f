/** What the app's routes use from the follow-ups feature (issue 14). */
export { FollowUpsPage } from './components/follow-ups-page.tsx';

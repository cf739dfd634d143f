import '../../i18n/more-catalogs.ts';
import { FollowUpsPage } from '../../features/follow-ups/index.ts';

/** /follow-ups: the 'To follow up' list (Admin and Sales; a Recruiter goes back to the board). */
export function FollowUpsRoute() {
  return <FollowUpsPage />;
}

import { Suspense } from 'react';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router';
import { can } from '@staffing/domain';
import { lazyPage } from '../shared/utils/lazy-page.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { DenyUnless, RedirectUnless } from './guards/require-ability.tsx';
import { RequireAuth } from './guards/require-auth.tsx';

// Every page is its own chunk; a chunk that fails to load reaches the error boundary. The signed-in
// layout is one too: /login, the first page most visits load, needs none of it.
const AppLayout = lazyPage(
  () => import('./layout/app-layout.tsx').then(({ AppLayout }) => ({ AppLayout })),
  'AppLayout',
);
const LoginRoute = lazyPage(() => import('./routes/login.tsx'), 'LoginRoute');
const SetupRoute = lazyPage(() => import('./routes/setup.tsx'), 'SetupRoute');
const BoardRoute = lazyPage(() => import('./routes/board.tsx'), 'BoardRoute');
const NeedsListRoute = lazyPage(() => import('./routes/needs-list.tsx'), 'NeedsListRoute');
const FinishedNeedsRoute = lazyPage(
  () => import('./routes/finished-needs.tsx'),
  'FinishedNeedsRoute',
);
const NeedDetailRoute = lazyPage(() => import('./routes/need-detail.tsx'), 'NeedDetailRoute');
const CandidatesRoute = lazyPage(() => import('./routes/candidates.tsx'), 'CandidatesRoute');
const DuplicatesRoute = lazyPage(() => import('./routes/duplicates.tsx'), 'DuplicatesRoute');
const ImportsRoute = lazyPage(() => import('./routes/imports.tsx'), 'ImportsRoute');
const WorkflowsRoute = lazyPage(() => import('./routes/workflows.tsx'), 'WorkflowsRoute');
const WorkflowDetailRoute = lazyPage(
  () => import('./routes/workflow-detail.tsx'),
  'WorkflowDetailRoute',
);
const UsersRoute = lazyPage(() => import('./routes/users.tsx'), 'UsersRoute');
const ApiKeysRoute = lazyPage(() => import('./routes/api-keys.tsx'), 'ApiKeysRoute');
const FlowsRoute = lazyPage(() => import('./routes/flows.tsx'), 'FlowsRoute');
const CrmHealthRoute = lazyPage(() => import('./routes/crm-health.tsx'), 'CrmHealthRoute');
const WebhooksRoute = lazyPage(() => import('./routes/webhooks.tsx'), 'WebhooksRoute');
const FollowUpsRoute = lazyPage(() => import('./routes/follow-ups.tsx'), 'FollowUpsRoute');
const AnalyticsRoute = lazyPage(() => import('./routes/analytics.tsx'), 'AnalyticsRoute');
const BenchRoute = lazyPage(() => import('./routes/bench.tsx'), 'BenchRoute');
const GdprRoute = lazyPage(() => import('./routes/gdpr.tsx'), 'GdprRoute');

export const BOARD_PATH = '/softeamboard';

// The page each path shows (as the route table below), for loading a direct visit's chunks
// before the first render. The signed-in ones come with the layout.
const PUBLIC_PAGES = [
  ['/login', LoginRoute],
  ['/setup', SetupRoute],
] as const;
const SIGNED_IN_PAGES = [
  ['/softeamboard', BoardRoute],
  ['/softeamboard/needs', NeedsListRoute],
  ['/softeamboard/finished', FinishedNeedsRoute],
  ['/softeamboard/need/:needId', NeedDetailRoute],
  ['/candidates', CandidatesRoute],
  ['/candidates/duplicates', DuplicatesRoute],
  ['/imports', ImportsRoute],
  ['/follow-ups', FollowUpsRoute],
  ['/admin/workflows', WorkflowsRoute],
  ['/admin/workflows/:id', WorkflowDetailRoute],
  ['/analytics', AnalyticsRoute],
  ['/bench', BenchRoute],
  ['/admin/users', UsersRoute],
  ['/admin/api-keys', ApiKeysRoute],
  ['/admin/flows', FlowsRoute],
  ['/admin/crm-health', CrmHealthRoute],
  ['/admin/webhooks', WebhooksRoute],
  ['/admin/gdpr', GdprRoute],
] as const;

/**
 * Loads the chunks of the page at `pathname` (and the signed-in layout around it), so that the
 * first render shows the page without suspending on them. Any other path leads to the board when
 * signed in, else to /login (the route table's redirects). Resolves when the chunks are here; a
 * chunk that fails resolves too, and the page's own loading then reaches the error boundary.
 */
export function preloadPage(pathname: string, isSignedIn: boolean): Promise<void> {
  const matches = ([pattern]: readonly [string, unknown]) => matchPath(pattern, pathname);
  const loads = isSignedIn
    ? [(SIGNED_IN_PAGES.find(matches)?.[1] ?? BoardRoute).preload(), AppLayout.preload()]
    : [(PUBLIC_PAGES.find(matches)?.[1] ?? LoginRoute).preload()];
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

/** The tracking link of a workflow request opens its detail page. */
function WorkflowRequestRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/admin/workflows/${encodeURIComponent(id)}`} replace />;
}

/** The route table of spec 000 §2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/setup" element={<SetupRoute />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route path="/softeamboard">
              <Route index element={<BoardRoute />} />
              <Route
                path="needs"
                element={
                  <RedirectUnless allow={can.openNeedsList}>
                    <NeedsListRoute />
                  </RedirectUnless>
                }
              />
              <Route
                path="finished"
                element={
                  <RedirectUnless allow={can.openNeedsList}>
                    <FinishedNeedsRoute />
                  </RedirectUnless>
                }
              />
              <Route path="need/:needId" element={<NeedDetailRoute />} />
              <Route path="*" element={<Navigate to={BOARD_PATH} replace />} />
            </Route>
            <Route
              path="/candidates"
              element={
                <RedirectUnless allow={can.openCandidatesPage}>
                  <CandidatesRoute />
                </RedirectUnless>
              }
            />
            <Route
              path="/candidates/duplicates"
              element={
                <RedirectUnless allow={can.mutateCandidates}>
                  <DuplicatesRoute />
                </RedirectUnless>
              }
            />
            <Route
              path="/imports"
              element={
                <RedirectUnless allow={can.mutateCandidates}>
                  <ImportsRoute />
                </RedirectUnless>
              }
            />
            <Route
              path="/follow-ups"
              element={
                <RedirectUnless allow={can.followUpCandidates}>
                  <FollowUpsRoute />
                </RedirectUnless>
              }
            />
            <Route
              path="/admin/workflows"
              element={
                <RedirectUnless allow={can.openWorkflows}>
                  <WorkflowsRoute />
                </RedirectUnless>
              }
            />
            <Route
              path="/admin/workflows/:id"
              element={
                <RedirectUnless allow={can.openWorkflows}>
                  <WorkflowDetailRoute />
                </RedirectUnless>
              }
            />
            <Route path="/admin/workflow-requests/:id" element={<WorkflowRequestRedirect />} />
            <Route
              path="/analytics"
              element={
                <DenyUnless allow={can.viewAnalytics} messageKey="app.access.analytics">
                  <AnalyticsRoute />
                </DenyUnless>
              }
            />
            <Route
              path="/bench"
              element={
                <DenyUnless allow={can.viewBench} messageKey="app.access.bench">
                  <BenchRoute />
                </DenyUnless>
              }
            />
            <Route
              path="/admin/users"
              element={
                <DenyUnless allow={can.manageUsers} detailsKey="app.access.users">
                  <UsersRoute />
                </DenyUnless>
              }
            />
            <Route
              path="/admin/api-keys"
              element={
                <DenyUnless allow={can.manageApiKeys} detailsKey="app.access.apiKeys">
                  <ApiKeysRoute />
                </DenyUnless>
              }
            />
            <Route
              path="/admin/flows"
              element={
                <DenyUnless allow={can.administerFlows}>
                  <FlowsRoute />
                </DenyUnless>
              }
            />
            <Route
              path="/admin/crm-health"
              element={
                <DenyUnless allow={can.administerFlows}>
                  <CrmHealthRoute />
                </DenyUnless>
              }
            />
            <Route
              path="/admin/webhooks"
              element={
                <DenyUnless allow={can.manageWebhooks} detailsKey="app.access.webhooks">
                  <WebhooksRoute />
                </DenyUnless>
              }
            />
            <Route
              path="/admin/gdpr"
              element={
                <DenyUnless allow={can.manageGdpr} detailsKey="app.access.gdpr">
                  <GdprRoute />
                </DenyUnless>
              }
            />
          </Route>
        </Route>
        <Route path="/" element={<Navigate to={BOARD_PATH} replace />} />
        <Route path="*" element={<Navigate to={BOARD_PATH} replace />} />
      </Routes>
    </Suspense>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/app.tsx';
import { startRouteLoads } from './app/start-route-loads.ts';
import { activateLocale, resolveLocale } from './i18n/locale.ts';
import { getStoredUser } from './shared/session/session-store.ts';

const routeLoads = startRouteLoads(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const rootElement = root;

function render() {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The first paint is already in the user's language (a French user sees no English flash); if
// the French chunk cannot load, English it is, rather than a blank page. It also waits for the
// page's chunks, so that it shows the page rather than a loader; on a slow network, half a second
// at most, and the loader shows until they come.
const PAGE_CHUNKS_WAIT_MS = 500;
const storedUser = getStoredUser();
const pageChunks = Promise.race([
  routeLoads,
  new Promise<void>((resolve) => setTimeout(resolve, PAGE_CHUNKS_WAIT_MS)),
]);
void Promise.all([activateLocale(resolveLocale(storedUser?.language)), pageChunks]).then(
  render,
  render,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/app.tsx';
import { startRouteLoads } from './app/start-route-loads.ts';

startRouteLoads(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn as signInAs } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { liveReconnected } from './support/waits.ts';
import { createTeam } from './support/team.ts';

function signIn(browser: Browser, server: TServer, email: string) {
  return signInAs(browser, server.url, email);
}

const column = (page: Page, id: string) => page.getByTestId(`column-${id}`);

describe('live connection journeys', () => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ admin } = await createTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a creation and a move made in one window show in the other without reload, also after a server restart', async () => {
    const sam = await signIn(browser, server, 'sam@example.com');
    const ada = await signIn(browser, server, 'ada@example.com');
    await sam.page.getByText('No needs yet').waitFor();
    await ada.page.getByText('No needs yet').waitFor();

    // Sam creates a need through the API of his session; Ada's board shows it without reload.
    const api = apiClient(server.url);
    const sales = await api.login('sam@example.com', 'password123');
    const need = await api.post<{ id: string; version: number }>(
      sales.access_token,
      '/api/v1/needs',
      {
        title: 'Live Go developer',
        client: 'Orange',
        tjm: 600,
      },
    );
    await column(ada.page, 'no-candidate')
      .getByText('Live Go developer')
      .waitFor({ timeout: 5000 });
    await column(sam.page, 'no-candidate')
      .getByText('Live Go developer')
      .waitFor({ timeout: 5000 });

    // Ada moves it; Sam's board follows.
    await api.patch(admin.access_token, `/api/v1/needs/${need.id}/column`, {
      column: 'CANDIDATE_SENT',
    });
    await column(sam.page, 'candidate-sent')
      .getByText('Live Go developer')
      .waitFor({ timeout: 5000 });
    await screenshot(sam.page, 'live-01-moved-by-other-user');

    // After a restart both reconnect by themselves and keep receiving.
    const reconnected = [liveReconnected(ada.page), liveReconnected(sam.page)];
    await server.restart();
    await Promise.all(reconnected);
    const again = await api.login('sam@example.com', 'password123');
    await api.post(again.access_token, '/api/v1/needs', {
      title: 'After restart need',
      client: 'Thales',
      tjm: 700,
    });
    await column(ada.page, 'no-candidate')
      .getByText('After restart need')
      .waitFor({ timeout: 20_000 });
    await column(sam.page, 'no-candidate')
      .getByText('After restart need')
      .waitFor({ timeout: 20_000 });
    await screenshot(ada.page, 'live-02-after-restart');
    await sam.context.close();
    await ada.context.close();
  });
});

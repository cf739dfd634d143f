import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

/** A receiver that fails its first request (HTTP 500) and accepts the others. */
async function startReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const fail = received.length === 1;
      response.writeHead(fail ? 500 : 200, { 'content-type': 'text/plain' });
      response.end(fail ? 'receiver warming up' : 'thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/staffing-hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(e2eDriver('postgres'))(
  'webhooks as an Admin sets them up (%s database)',
  (driver) => {
    let server: TServer;
    let browser: Browser;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let sales: TSession;
    const api = () => apiClient(server.url);

    beforeAll(async () => {
      receiver = await startReceiver();
      // The receiver runs on this machine: the operator allows the private network.
      server = await startServer(
        { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1' },
        { driver },
      );
      browser = await launchBrowser();
      ({ sales } = await createSignedInTeam(server.url));
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      await receiver?.close();
    });

    it('registers a receiver, then sees a need arrive signed after one failed attempt', async () => {
      const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
        width: 768,
        height: 1000,
      });
      await page.goto(`${server.url}/admin/webhooks`);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      await dialog.getByRole('textbox', { name: /URL/ }).fill(receiver.url);
      await dialog.getByRole('textbox', { name: 'Description' }).fill('ERP sync');
      // need.created is ticked by default; the keyboard ticks one more.
      await dialog.getByRole('checkbox', { name: /Need closed/ }).focus();
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();

      const registered = page.getByRole('dialog', { name: 'Endpoint registered' });
      const secret = (await registered.getByTestId('webhook-secret').textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      await registered.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => page.getByTestId('webhook-endpoint-row').count()).toBe(1);

      const need = await api().post<{ id: string }>(sales.access_token, '/api/v1/needs', {
        title: `Webhook journey ${driver}`,
        client: 'Acme Bank',
        priority: 'P1',
        tjm: 650,
      });

      await page.getByRole('button', { name: `Show the deliveries of ${receiver.url}` }).click();
      const delivery = page.getByTestId('webhook-delivery').first();
      await delivery.getByRole('button', { name: /Need created/ }).click();
      // The first attempt failed, the platform retried: both attempts with their answers.
      await expect
        .poll(() => delivery.getByTestId('webhook-attempt').count(), { timeout: 30_000 })
        .toBe(2);
      await expect
        .poll(() => delivery.getByTestId('webhook-attempt').first().textContent())
        .toMatch(/HTTP 500.*receiver warming up/);
      expect(await delivery.getByTestId('webhook-attempt').nth(1).textContent()).toMatch(
        /HTTP 200.*thanks/,
      );
      expect(await delivery.textContent()).toContain('Delivered');
      await screenshot(page, `webhooks-deliveries-768-${driver}`);

      // What the receiver got: twice the same message, signed with the page's secret.
      expect(receiver.received).toHaveLength(2);
      const last = receiver.received[1]!;
      expect(receiver.received[0]!.headers['webhook-id']).toBe(last.headers['webhook-id']);
      const verified = await verifyWebhook({ headers: last.headers, body: last.body, secret });
      expect(verified.ok).toBe(true);
      expect(JSON.parse(last.body)).toMatchObject({
        type: 'need.created',
        data: { need: { id: need.id } },
      });
      await context.close();
    });

    it('shows Access Denied to a Sales user', async () => {
      const { context, page } = await signIn(browser, server.url, 'sam@example.com');
      await page.goto(`${server.url}/admin/webhooks`);
      await page.getByText('You need administrator privileges to manage webhooks.').waitFor();
      await context.close();
    });
  },
);

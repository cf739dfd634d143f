import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNeed } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const JOB_DESCRIPTION = `Développeur Java Spring Boot senior (H/F) – Paris
Notre client, une banque, recherche un développeur Java senior pour sa plateforme de paiement.
Compétences requises : Java, Spring Boot, PostgreSQL, Kafka.
Souhaité : Docker, Kubernetes.
Expérience : 5 ans minimum. TJM : 650 €/jour. Démarrage : ASAP. Durée : 6 mois renouvelable.`;

describe.each(e2eDriver('embedded'))('the pool and a need’s matches (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let sales: TSession;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ sales } = await createSignedInTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Sales finds matches for a need made from a job description, bench first, adds one, hides another, sees the bench', async () => {
    const token = sales.access_token;
    const pool = [
      // Same fit: the bench consultant comes first.
      { name: 'Ines Bench', poolKind: 'employee', consultantDailyCost: 420 },
      { name: 'Xavier External', cvAvailability: 'ASAP' },
      { name: 'Busy Freelance', poolKind: 'freelance', missionEndDate: inDays(120) },
    ];
    for (const [i, p] of pool.entries())
      await api().post(token, '/api/v1/candidates', {
        email: `pool${i}@example.com`,
        skills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kafka'],
        cvRole: 'Développeur Java',
        cvCity: 'Paris',
        cvExperienceYears: '7 ans',
        expectedTjm: 600,
        ...p,
      });
    await api().post(token, '/api/v1/candidates', {
      name: 'Dora Designer',
      email: 'dora@example.com',
      skills: ['Figma'],
    });
    // The need from the job description, as the reviewed import creates it.
    const { analysis } = await api().post<{ analysis: Record<string, unknown> }>(
      token,
      '/api/v1/analysisIA',
      { text: JOB_DESCRIPTION, type: 'jd' },
    );
    const need = await api().post<TNeed>(token, '/api/v1/needs', {
      title: 'Développeur Java Spring Boot senior',
      client: 'Banque Demo',
      tjm: analysis.dailyrate,
      jdRequiredSkills: analysis.requiredskills,
      jdDesiredSkills: analysis.desiredskills,
      jdSeniority: analysis.seniority,
      jdLocation: analysis.location,
      jdAnalysis: analysis,
    });

    const { page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1280,
      height: 1000,
    });
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);
    await page.getByRole('tab', { name: 'Matches' }).click();
    await page.getByRole('button', { name: 'Find matches' }).click();
    const cards = page.getByTestId('match-card');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(3);
    const first = cards.first();
    expect(await first.textContent()).toContain('Ines Bench');
    expect(await first.textContent()).toContain('On the bench');
    expect(await first.textContent()).toContain('Evidence in the CV');
    expect(await first.textContent()).toContain('Missing: Docker, Kubernetes');
    // Admin and Sales see the margin at the need's TJM: 650 − 420.
    expect(await first.textContent()).toMatch(/margin €230\.00\/day/);
    expect(await cards.nth(1).textContent()).toContain('Xavier External');
    await screenshot(page, 'pool-01-matches');

    await first.getByRole('button', { name: 'Add to need' }).click();
    await first.getByText('On this need').waitFor();

    const busy = cards.filter({ hasText: 'Busy Freelance' });
    await busy.getByRole('button', { name: 'Hide' }).click();
    await busy.getByLabel('Reason').fill('Client wants someone in January');
    await busy.getByRole('button', { name: 'Hide with this reason' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByText('Hidden', { exact: true }).click();
    await page.getByText('Hidden: Client wants someone in January').waitFor();

    // The candidate added from the matches is on the need, identified.
    const onNeed = await api().get<{ name: string }[]>(
      token,
      `/api/v1/needs/${need.id}/candidates`,
    );
    expect(onNeed.map((c) => c.name)).toEqual(['Ines Bench']);

    await page.goto(`${server.url}/bench`);
    await page.getByTestId('bench-now').getByText('Ines Bench').waitFor();
    expect(await page.getByTestId('bench-later').textContent()).toContain('Busy Freelance');
    await screenshot(page, 'pool-02-bench');
  });
});

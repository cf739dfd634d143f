import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RPA_MESSAGES, RPA_TIMINGS } from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import { CrmError } from '../crm/crm-connector.ts';

/** Where a browser run has got to in its session (a new session starts at `none`). */
export const SESSION_STEPS = ['none', 'signed-in', 'form', 'filled'] as const;
export type TSessionStep = (typeof SESSION_STEPS)[number];

export type TBrowserSession = {
  flowId: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  headless: boolean;
  reached: TSessionStep;
  /** The org's Lightning origin once signed in (Salesforce lands on another domain). */
  lightningOrigin: string | null;
};

/** The same flags as the browser journeys (e2e/support/browser.ts): this closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const VIEWPORT = { width: RPA_TIMINGS.maxFrameWidth, height: 800 };

export function findChromium(configured?: string): string | null {
  const candidates = configured ? [configured] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

/** The saved browser session (cookies, storage) of a provider: a verified sign-in is kept. */
export function storageStatePath(dataDir: string, provider: string): string {
  return path.join(dataDir, 'rpa', `storage-state-${provider}.json`);
}

/**
 * The browser sessions of the runs this process works on, by flow id. A session lives in memory
 * only: a run taken up by another process (or after a restart) starts a new one and redoes the
 * sign-in and the form; the external-key upsert keeps that from making a second record.
 */
export function createBrowserSessions(deps: {
  config: Pick<TConfig, 'RPA_CHROMIUM_PATH' | 'DISPLAY' | 'DATA_DIR' | 'CRM_TIMEOUT_SECONDS'>;
}) {
  const { config } = deps;
  const sessions = new Map<string, TBrowserSession>();
  const opening = new Map<string, Promise<TBrowserSession>>();

  async function open(
    flowId: string,
    provider: string,
    wantsHeadless: boolean,
  ): Promise<TBrowserSession> {
    const executablePath = findChromium(config.RPA_CHROMIUM_PATH);
    if (!executablePath) throw new CrmError('UNAVAILABLE', RPA_MESSAGES.chromiumMissing, [], true);
    // A visible browser only where a display exists; the caller says so in the flow message.
    const headless = wantsHeadless || !config.DISPLAY;
    let browser: Browser;
    try {
      // playwright-core (≈90 MB) loads with the first browser run, not with the server.
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({
        executablePath,
        headless,
        args: CHROMIUM_ARGS,
        timeout: Math.max(config.CRM_TIMEOUT_SECONDS, 30) * 1000,
      });
    } catch (err) {
      throw new CrmError(
        'UNAVAILABLE',
        `${RPA_MESSAGES.chromiumMissing} (${(err as Error).message.split('\n')[0]})`,
        [],
        true,
      );
    }
    const statePath = storageStatePath(config.DATA_DIR, provider);
    const context = await browser.newContext({
      viewport: VIEWPORT,
      ...(fs.existsSync(statePath) ? { storageState: statePath } : {}),
    });
    const page = await context.newPage();
    page.setDefaultTimeout(config.CRM_TIMEOUT_SECONDS * 1000);
    page.setDefaultNavigationTimeout(config.CRM_TIMEOUT_SECONDS * 1000);
    const session: TBrowserSession = {
      flowId,
      browser,
      context,
      page,
      headless,
      reached: 'none',
      lightningOrigin: null,
    };
    sessions.set(flowId, session);
    return session;
  }

  return {
    get: (flowId: string) => sessions.get(flowId),

    /** The run's session, opened on first use. */
    async acquire(flowId: string, provider: string, headless: boolean) {
      const current = sessions.get(flowId);
      if (current && current.browser.isConnected()) return { session: current, isNew: false };
      if (current) sessions.delete(flowId);
      let pending = opening.get(flowId);
      if (!pending) {
        pending = open(flowId, provider, headless).finally(() => opening.delete(flowId));
        opening.set(flowId, pending);
      }
      return { session: await pending, isNew: true };
    },

    /** Keeps the session's cookies for the next runs (written after every successful sign-in). */
    async saveState(session: TBrowserSession, provider: string) {
      const file = storageStatePath(config.DATA_DIR, provider);
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const state = await session.context.storageState();
      // Written whole then renamed: two runs signing in at once never leave half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
      fs.renameSync(tmp, file);
    },

    async close(flowId: string) {
      const session = sessions.get(flowId);
      sessions.delete(flowId);
      await session?.browser.close().catch(() => {});
    },

    async closeAll() {
      const all = [...sessions.values()];
      sessions.clear();
      await Promise.all(all.map((s) => s.browser.close().catch(() => {})));
    },
  };
}

export type TBrowserSessions = ReturnType<typeof createBrowserSessions>;

import type { Locator, Page } from 'playwright-core';
import { RPA_MESSAGES } from '@staffing/domain';
import { CrmError } from '../crm/crm-connector.ts';
import { isLoginUrl, isVerificationUrl, type TCrmTarget } from './crm-target.ts';

/**
 * What a browser run does on the CRM's pages (Lightning-shaped: the sandbox CRM's and a
 * Salesforce org's). Every wait is bounded by the CRM timeout and a timeout says, in plain
 * words, what the CRM did not answer. Selectors are scoped to the visible view (Lightning keeps
 * old tabs hidden in the DOM).
 */

export type TPageLimits = { timeoutMs: number };

const seconds = (ms: number) => Math.round(ms / 1000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A Playwright timeout becomes the CRM's 'did not answer within N s while …'. */
export async function bounded<T>(
  limits: TPageLimits,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // Loaded already: a page exists only once a browser run imported playwright-core.
    const { errors } = await import('playwright-core');
    if (err instanceof errors.TimeoutError)
      throw new CrmError('TIMEOUT', RPA_MESSAGES.crmTimeout(seconds(limits.timeoutMs), what));
    throw err;
  }
}

const MARK_DOCUMENT = `document.documentElement.dataset.rpaSubmitted = '1'`;
const IS_NEW_DOCUMENT = `document.readyState !== 'loading' && document.documentElement.dataset.rpaSubmitted !== '1'`;

/**
 * Clicks a submit button and waits until the page it posts to has loaded: the current document is
 * marked first, so a page that re-renders the same form (a refused code, a refused save) counts.
 */
export async function submitAndWait(
  page: Page,
  button: Locator,
  limits: TPageLimits,
  what: string,
): Promise<void> {
  // Strings, not functions: they run in the page (the server is compiled without DOM types).
  await page.evaluate(MARK_DOCUMENT);
  await bounded(limits, what, () => button.click());
  const deadline = Date.now() + limits.timeoutMs;
  for (;;) {
    const isLoaded = await page.evaluate<boolean>(IS_NEW_DOCUMENT).catch(() => false); // the document is being replaced
    if (isLoaded) return;
    if (Date.now() > deadline)
      throw new CrmError('TIMEOUT', RPA_MESSAGES.crmTimeout(seconds(limits.timeoutMs), what));
    await sleep(100);
  }
}

const visible = (page: Page, selector: string) => page.locator(selector).locator('visible=true');

async function isShown(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

export type TSignInResult = 'signed-in' | 'verification';

/** Fills the login form and submits it: signed in, or the CRM asks for a verification code. */
export async function submitLogin(
  page: Page,
  target: TCrmTarget,
  limits: TPageLimits,
): Promise<TSignInResult> {
  const what = 'signing in';
  if (!isLoginUrl(page.url()))
    await bounded(limits, what, () => page.goto(target.loginUrl, { waitUntil: 'load' }));
  if (isVerificationUrl(page.url())) return 'verification';
  if (!isLoginUrl(page.url())) return 'signed-in';
  await bounded(limits, what, async () => {
    await visible(page, '#username').first().fill(target.credentials.username);
    await visible(page, '#password').first().fill(target.credentials.password);
  });
  await submitAndWait(page, visible(page, '#Login').first(), limits, what);
  if (isVerificationUrl(page.url())) return 'verification';
  // Still on the login page (its #error says why): the credentials were refused.
  if (isLoginUrl(page.url())) throw new CrmError('INVALID_LOGIN', RPA_MESSAGES.signInRefused);
  return 'signed-in';
}

/** Types a code on the verification page: accepted, or the page says it is wrong. */
export async function submitVerificationCode(
  page: Page,
  code: string,
  limits: TPageLimits,
): Promise<'accepted' | 'refused'> {
  const what = 'checking the verification code';
  await bounded(limits, what, () => visible(page, '#emc').first().fill(code));
  await submitAndWait(page, visible(page, '#save').first(), limits, what);
  // The page re-rendered (with #error) instead of moving on: the code was refused.
  return isVerificationUrl(page.url()) ? 'refused' : 'accepted';
}

const fieldSelector = (object: string, field: string) =>
  `[data-target-selection-name="sfdc:RecordField.${object}.${field}"]`;

/** Opens the new-record form; a lost session lands on the login page (the caller signs in). */
export async function openNewRecordForm(
  page: Page,
  target: TCrmTarget,
  object: string,
  limits: TPageLimits,
): Promise<'form' | 'login'> {
  const what = `opening the new ${object} form`;
  await bounded(limits, what, () => page.goto(target.newRecordUrl(object), { waitUntil: 'load' }));
  if (isLoginUrl(page.url()) || isVerificationUrl(page.url())) return 'login';
  await bounded(limits, what, () =>
    visible(page, 'button[name="SaveEdit"]').first().waitFor({ state: 'visible' }),
  );
  return 'form';
}

const asText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Types each mapped field (CRM API name → value) into its field of the form, nothing else. */
export async function fillRecordForm(
  page: Page,
  object: string,
  fields: Record<string, unknown>,
  limits: TPageLimits,
): Promise<number> {
  const what = `filling the ${object} form`;
  let filled = 0;
  for (const [field, value] of Object.entries(fields)) {
    const container = visible(page, fieldSelector(object, field));
    if ((await container.count()) === 0)
      throw new CrmError('INVALID_FIELD', RPA_MESSAGES.fieldNotOnForm(object, field), [field]);
    const input = container.first().locator('input, textarea').first();
    await bounded(limits, what, () => input.fill(asText(value)));
    filled += 1;
  }
  return filled;
}

/**
 * The refusal an error alert shows: its errorCode (the `data-error-code` attribute, else the
 * first Salesforce-style code in its text), its message and the fields it names.
 */
export function parseCrmAlert(alert: {
  text: string;
  codeAttribute: string | null;
  messageText: string | null;
}): { errorCode: string; message: string; fields: string[] } {
  const clean = alert.text.replace(/\s+/g, ' ').trim();
  const errorCode =
    alert.codeAttribute?.trim() ||
    /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/.exec(clean)?.[1] ||
    'FIELD_CUSTOM_VALIDATION_EXCEPTION';
  const fieldsMatch = /Fields?:\s*(.+)$/.exec(clean);
  const fields = fieldsMatch ? fieldsMatch[1]!.split(/[,\s]+/).filter(Boolean) : [];
  const message =
    alert.messageText?.replace(/\s+/g, ' ').trim() ||
    clean
      .replace(/Fields?:\s*.+$/, '')
      .replace(errorCode, '')
      .replace(/^[\s:–—-]+/, '')
      .trim();
  return { errorCode, message: message || clean, fields };
}

/**
 * Saves the form and waits for the record page (its id) or the error alert (a CrmError with the
 * CRM's errorCode, message and fields, so the health view groups it).
 */
export async function saveRecordForm(
  page: Page,
  target: TCrmTarget,
  object: string,
  limits: TPageLimits,
): Promise<{ id: string | null; url: string }> {
  const what = `saving the ${object}`;
  await submitAndWait(page, visible(page, 'button[name="SaveEdit"]').first(), limits, what);
  const id = target.recordIdInUrl(page.url(), object);
  if (id) return { id, url: page.url() };
  const alert = visible(page, '[role="alert"]');
  if (await isShown(alert)) {
    const first = alert.first();
    const message = first.locator('.error-message');
    const refusal = parseCrmAlert({
      text: await first.innerText(),
      codeAttribute: await first.getAttribute('data-error-code'),
      messageText: (await message.count()) > 0 ? await message.first().innerText() : null,
    });
    throw new CrmError(refusal.errorCode, refusal.message, refusal.fields);
  }
  return { id: null, url: page.url() };
}

/** The record id of the page shown: from its URL, else from `[data-record-id]`. */
export async function readRecordId(
  page: Page,
  target: TCrmTarget,
  object: string,
  limits: TPageLimits,
): Promise<string | null> {
  const fromUrl = target.recordIdInUrl(page.url(), object);
  if (fromUrl) return fromUrl;
  const holder = visible(page, '[data-record-id]');
  if ((await holder.count()) === 0) return null;
  return bounded(limits, `reading the ${object} id`, () =>
    holder.first().getAttribute('data-record-id'),
  );
}

/** Finds the record an earlier save made, by its external key, on the object's list page. */
export async function findRecordByKey(
  page: Page,
  target: TCrmTarget,
  object: string,
  externalKey: string,
  limits: TPageLimits,
): Promise<string | null> {
  const what = `looking up the ${object} by its key`;
  await bounded(limits, what, () =>
    page.goto(target.listUrl(object, externalKey), { waitUntil: 'load' }),
  );
  if (isLoginUrl(page.url()) || isVerificationUrl(page.url())) return null;
  const holder = visible(page, '[data-record-id]');
  if ((await holder.count()) > 0) return holder.first().getAttribute('data-record-id');
  const links = visible(page, `a[href*="/lightning/r/${object}/"]`);
  if ((await links.count()) === 0) return null;
  const href = (await links.first().getAttribute('href')) ?? '';
  return target.recordIdInUrl(href, object);
}

import { SANDBOX_CRM_BASE_PATH, SANDBOX_CRM_LABEL } from '@staffing/domain';
import {
  EXTERNAL_KEY_FIELD,
  SANDBOX_OBJECTS,
  writableFields,
  type TSandboxField,
  type TSandboxObject,
} from './sandbox-objects.ts';
import type { TSandboxErrorBody } from './sandbox-record-rules.ts';
import type { TSandboxRecordView } from './sandbox-crm.service.ts';

/**
 * The sandbox CRM's web pages, server-rendered without any script (the CSP forbids inline
 * script, and the browser runner needs none): plain forms, shaped after Lightning's markup so
 * the runner's selectors are the ones it uses on a real org (`#username`, `#emc`,
 * `[data-target-selection-name="sfdc:RecordField.<Object>.<Field>"]`, `button[name="SaveEdit"]`).
 */

const BASE = SANDBOX_CRM_BASE_PATH;

export const SANDBOX_PAGE_PATHS = {
  login: `${BASE}/login`,
  logout: `${BASE}/secur/logout.jsp`,
  verification: `${BASE}/_ui/identity/verification/method/EmailVerificationFinishUi/e`,
  home: `${BASE}/lightning/page/home`,
  list: (object: string) => `${BASE}/lightning/o/${object}/list`,
  newRecord: (object: string) => `${BASE}/lightning/o/${object}/new`,
  view: (object: string, id: string) => `${BASE}/lightning/r/${object}/${id}/view`,
  edit: (object: string, id: string) => `${BASE}/lightning/r/${object}/${id}/edit`,
} as const;

export const SANDBOX_PAGE_MESSAGES = {
  badLogin:
    "Please check your username and password. If you still can't log in, contact your Salesforce administrator.",
  badCode: 'The verification code you entered is invalid or has expired.',
  verifyIntro:
    'To make sure your account is secure, enter the verification code sent to your e-mail address.',
} as const;

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:14px;color:#181818;background:#f3f3f3}
a{color:#0176d3;text-decoration:none}a:hover{text-decoration:underline}
.sandbox-banner{background:#fe9339;color:#181818;font-weight:700;text-align:center;padding:6px 12px;letter-spacing:.02em}
.slds-global-header{display:flex;align-items:center;gap:24px;background:#fff;border-bottom:1px solid #dddbda;padding:8px 24px}
.slds-global-header .brand{font-weight:700;font-size:16px;color:#032d60}
.slds-global-header nav{display:flex;gap:16px;flex:1;flex-wrap:wrap}
.slds-global-header .user{color:#444}
main{max-width:1100px;margin:24px auto;padding:0 16px}
.slds-card{background:#fff;border:1px solid #dddbda;border-radius:4px;padding:16px 20px;margin-bottom:16px;box-shadow:0 2px 2px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:0 0 12px}
.slds-form-element{margin-bottom:12px}
.slds-form-element__label{display:block;font-size:12px;color:#444;margin-bottom:4px}
.slds-input,.slds-textarea{width:100%;padding:6px 10px;border:1px solid #c9c9c9;border-radius:4px;font:inherit;background:#fff}
.slds-textarea{min-height:72px}
.slds-has-error .slds-input,.slds-has-error .slds-textarea{border:2px solid #ba0517}
.slds-form-element__help{color:#ba0517;font-size:12px;margin-top:4px}
.slds-button{display:inline-block;padding:6px 16px;border-radius:4px;border:1px solid #c9c9c9;background:#fff;color:#0176d3;font:inherit;cursor:pointer}
.slds-button_brand{background:#0176d3;border-color:#0176d3;color:#fff}
.slds-notify_alert{background:#fddde3;border:1px solid #ba0517;color:#3e3e3c;border-radius:4px;padding:10px 14px;margin-bottom:16px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:0 24px}
.record-field{border-bottom:1px solid #dddbda;padding:6px 0}
.field-label{display:block;font-size:12px;color:#444}
.field-value{display:block;min-height:20px;word-break:break-word;white-space:pre-wrap}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px;border-bottom:1px solid #dddbda}th{background:#fafaf9;font-size:12px;color:#444}
.login{max-width:380px;margin:48px auto}
.loginError{color:#ba0517;margin-bottom:12px}
.actions{display:flex;gap:8px;margin-top:16px}
.muted{color:#706e6b;font-size:12px}
`;

function layout(title: string, body: string, user: string | null): string {
  const nav = user
    ? `<header class="slds-global-header">
  <span class="brand">${escapeHtml(SANDBOX_CRM_LABEL)}</span>
  <nav>
    <a href="${SANDBOX_PAGE_PATHS.home}">Home</a>
    ${SANDBOX_OBJECTS.map((o) => `<a href="${SANDBOX_PAGE_PATHS.list(o.name)}">${escapeHtml(o.labelPlural)}</a>`).join('\n    ')}
  </nav>
  <span class="user">${escapeHtml(user)}</span>
  <a href="${SANDBOX_PAGE_PATHS.logout}">Log Out</a>
</header>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(SANDBOX_CRM_LABEL)}</title>
<style>${STYLE}</style>
</head>
<body class="slds-scope">
<div class="sandbox-banner" role="note" data-sandbox-crm>${escapeHtml(SANDBOX_CRM_LABEL)}: a local stand-in for Salesforce. Records here are test data, not your real CRM.</div>
${nav}
<main>
${body}
</main>
</body>
</html>`;
}

function hidden(name: string, value: string | undefined): string {
  return value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
}

export function renderLoginPage(input: {
  username?: string;
  startURL?: string;
  error?: string;
}): string {
  return layout(
    'Login',
    `<div class="login slds-card">
<h1>Log in to ${escapeHtml(SANDBOX_CRM_LABEL)}</h1>
${input.error ? `<div id="error" class="loginError" role="alert">${escapeHtml(input.error)}</div>` : ''}
<form method="post" action="${SANDBOX_PAGE_PATHS.login}" id="login_form" novalidate>
${hidden('startURL', input.startURL)}
<div class="slds-form-element">
<label class="slds-form-element__label" for="username">Username</label>
<input class="slds-input" id="username" name="username" type="text" autocomplete="username" value="${escapeHtml(input.username)}">
</div>
<div class="slds-form-element">
<label class="slds-form-element__label" for="password">Password</label>
<input class="slds-input" id="password" name="password" type="password" autocomplete="current-password">
</div>
<input class="slds-button slds-button_brand" type="submit" id="Login" name="Login" value="Log In">
</form>
<p class="muted">The integration user is integration@sandbox-crm.local (its password is in the data folder, file sandbox-crm-password). Admin and Sales users of the staffing app may sign in with their own e-mail and password.</p>
</div>`,
    null,
  );
}

export function renderVerificationPage(input: { startURL?: string; error?: string }): string {
  return layout(
    'Verify Your Identity',
    `<div class="login slds-card">
<h1>Verify Your Identity</h1>
<p>${escapeHtml(SANDBOX_PAGE_MESSAGES.verifyIntro)}</p>
${input.error ? `<div id="error" class="loginError" role="alert">${escapeHtml(input.error)}</div>` : ''}
<form method="post" action="${SANDBOX_PAGE_PATHS.verification}" id="editPage" novalidate>
${hidden('startURL', input.startURL)}
<div class="slds-form-element">
<label class="slds-form-element__label" for="emc">Verification Code</label>
<input class="slds-input" id="emc" name="emc" type="text" maxlength="6" inputmode="numeric" autocomplete="one-time-code">
</div>
<input class="slds-button slds-button_brand" type="submit" id="save" name="save" value="Verify">
</form>
</div>`,
    null,
  );
}

export function renderHomePage(user: string): string {
  const rows = SANDBOX_OBJECTS.map(
    (
      o,
    ) => `<tr><td><a href="${SANDBOX_PAGE_PATHS.list(o.name)}">${escapeHtml(o.labelPlural)}</a></td>
<td>${escapeHtml(o.name)}</td><td><a href="${SANDBOX_PAGE_PATHS.newRecord(o.name)}">New ${escapeHtml(o.label)}</a></td></tr>`,
  ).join('\n');
  return layout(
    'Home',
    `<div class="slds-card"><h1>Home</h1>
<table><thead><tr><th>Object</th><th>API name</th><th></th></tr></thead><tbody>
${rows}
</tbody></table></div>`,
    user,
  );
}

function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

export function renderListPage(input: {
  user: string;
  object: TSandboxObject;
  q: string;
  records: TSandboxRecordView[];
}): string {
  const { object, records } = input;
  const rows = records
    .map((r) => {
      const name = displayValue(r.values.Name) || r.id;
      return `<tr data-row-key-value="${escapeHtml(r.id)}">
<th scope="row"><a href="${SANDBOX_PAGE_PATHS.view(object.name, r.id)}" data-record-id="${escapeHtml(r.id)}" title="${escapeHtml(name)}">${escapeHtml(name)}</a></th>
<td class="external-key">${escapeHtml(displayValue(r.values[EXTERNAL_KEY_FIELD]))}</td>
<td>${escapeHtml(displayValue(r.values.CreatedDate))}</td></tr>`;
    })
    .join('\n');
  return layout(
    object.labelPlural,
    `<div class="slds-card">
<h1>${escapeHtml(object.labelPlural)}</h1>
<form method="get" action="${SANDBOX_PAGE_PATHS.list(object.name)}" role="search" class="actions">
<input class="slds-input" type="search" id="search" name="q" placeholder="Search Name or External Key" value="${escapeHtml(input.q)}">
<button class="slds-button" type="submit">Search</button>
<a class="slds-button slds-button_brand" href="${SANDBOX_PAGE_PATHS.newRecord(object.name)}" title="New">New</a>
</form>
</div>
<div class="slds-card">
<p class="muted">${records.length} item${records.length === 1 ? '' : 's'}</p>
<table role="grid"><thead><tr><th>Name</th><th>External Key</th><th>Created Date</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</div>`,
    input.user,
  );
}

function fieldInput(
  object: TSandboxObject,
  field: TSandboxField,
  value: string,
  error: TSandboxErrorBody | null,
): string {
  const hasError = Boolean(error?.fields.includes(field.name));
  const id = `input-${field.name}`;
  const hint =
    field.type === 'date'
      ? ' placeholder="YYYY-MM-DD"'
      : field.type === 'datetime'
        ? ' placeholder="YYYY-MM-DDTHH:MM"'
        : field.type === 'currency' || field.type === 'double'
          ? ' inputmode="decimal"'
          : '';
  const control =
    field.type === 'textarea'
      ? `<textarea class="slds-textarea" id="${id}" name="${field.name}"${hasError ? ' aria-invalid="true"' : ''}>${escapeHtml(value)}</textarea>`
      : `<input class="slds-input" type="text" id="${id}" name="${field.name}" value="${escapeHtml(value)}"${hint}${field.length ? ` maxlength="${field.length}"` : ''}${hasError ? ' aria-invalid="true"' : ''}>`;
  return `<div class="slds-form-element${hasError ? ' slds-has-error' : ''}" data-target-selection-name="sfdc:RecordField.${object.name}.${field.name}">
<label class="slds-form-element__label" for="${id}">${field.required ? '<abbr class="slds-required" title="required">*</abbr>' : ''}${escapeHtml(field.label)}</label>
${control}
${hasError ? `<div class="slds-form-element__help">${escapeHtml(error!.message)}</div>` : ''}
</div>`;
}

export function renderRecordForm(input: {
  user: string;
  object: TSandboxObject;
  /** The record being edited, or null for a new one. */
  recordId: string | null;
  values: Record<string, string>;
  error: TSandboxErrorBody | null;
}): string {
  const { object, recordId, error } = input;
  const action = recordId
    ? SANDBOX_PAGE_PATHS.edit(object.name, recordId)
    : SANDBOX_PAGE_PATHS.newRecord(object.name);
  const title = recordId ? `Edit ${object.label}` : `New ${object.label}`;
  const fields = writableFields(object)
    .map((f) => fieldInput(object, f, input.values[f.name] ?? '', error))
    .join('\n');
  return layout(
    title,
    `<div class="slds-card">
<h1>${escapeHtml(title)}</h1>
${
  error
    ? `<div class="slds-notify slds-notify_alert" role="alert" data-error-code="${escapeHtml(error.errorCode)}">
<strong class="error-code">${escapeHtml(error.errorCode)}</strong>: <span class="error-message">${escapeHtml(error.message)}</span>
${error.fields.length ? `<div class="muted">Fields: ${escapeHtml(error.fields.join(', '))}</div>` : ''}
</div>`
    : ''
}
<form method="post" action="${action}" class="record-form" novalidate>
<div class="grid">
${fields}
</div>
<div class="actions">
<button class="slds-button slds-button_brand" type="submit" name="SaveEdit">Save</button>
<a class="slds-button" name="CancelEdit" href="${recordId ? SANDBOX_PAGE_PATHS.view(object.name, recordId) : SANDBOX_PAGE_PATHS.list(object.name)}">Cancel</a>
</div>
</form>
</div>`,
    input.user,
  );
}

export function renderRecordPage(input: { user: string; record: TSandboxRecordView }): string {
  const { object, id, values } = input.record;
  const fields = object.fields
    .map((field) => {
      const value = displayValue(values[field.name]);
      const shown =
        field.type === 'reference' && value
          ? `<a href="${SANDBOX_PAGE_PATHS.view(field.referenceTo!, value)}">${escapeHtml(value)}</a>`
          : escapeHtml(value);
      return `<div class="record-field" data-target-selection-name="sfdc:RecordField.${object.name}.${field.name}">
<span class="field-label">${escapeHtml(field.label)}</span>
<span class="field-value">${shown}</span>
</div>`;
    })
    .join('\n');
  const name = displayValue(values.Name) || id;
  return layout(
    `${name} | ${object.label}`,
    `<article class="slds-card record-home" data-record-id="${escapeHtml(id)}" data-object-api-name="${object.name}">
<p class="muted">${escapeHtml(object.label)}</p>
<h1 class="record-title">${escapeHtml(name)}</h1>
<div class="actions">
<a class="slds-button" name="Edit" href="${SANDBOX_PAGE_PATHS.edit(object.name, id)}">Edit</a>
<a class="slds-button" href="${SANDBOX_PAGE_PATHS.list(object.name)}">Back to ${escapeHtml(object.labelPlural)}</a>
</div>
</article>
<div class="slds-card"><h2>Details</h2><div class="grid">
${fields}
</div></div>`,
    input.user,
  );
}

export function renderNotFoundPage(user: string | null, message: string): string {
  return layout(
    'Not found',
    `<div class="slds-card"><h1>Page not found</h1><p>${escapeHtml(message)}</p>
<p><a href="${SANDBOX_PAGE_PATHS.home}">Home</a></p></div>`,
    user,
  );
}

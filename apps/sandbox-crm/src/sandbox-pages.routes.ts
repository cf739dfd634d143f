import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';
import {
  clearCookie,
  DEVICE_COOKIE,
  readCookies,
  SESSION_COOKIE,
  setCookie,
} from './sandbox-cookies.ts';
import type { TSandboxCrmAuth } from './sandbox-crm-auth.ts';
import type { TSandboxCrmService } from './sandbox-crm.service.ts';
import {
  EXTERNAL_KEY_FIELD,
  findSandboxObject,
  writableFields,
  type TSandboxObject,
} from './sandbox-objects.ts';
import {
  renderHomePage,
  renderListPage,
  renderLoginPage,
  renderNotFoundPage,
  renderRecordForm,
  renderRecordPage,
  renderVerificationPage,
  SANDBOX_PAGE_MESSAGES,
  SANDBOX_PAGE_PATHS,
} from './sandbox-pages.ts';
import { SandboxCrmError } from './sandbox-record-rules.ts';
import { SignInLimitedError } from './sandbox-sign-in-limits.ts';

const ZLoginForm = z.object({
  username: z.string().max(320).default(''),
  password: z.string().max(1000).default(''),
  startURL: z.string().max(2000).optional(),
});
const ZCodeForm = z.object({
  emc: z.string().max(20).default(''),
  startURL: z.string().max(2000).optional(),
});
const ZStartQuery = z.object({ startURL: z.string().max(2000).optional() });
const ZListQuery = z.object({ q: z.string().max(200).optional() });
const ZForm = z.record(z.string(), z.string().max(32000));

/** Only a page of the sandbox itself: never another site, never the sign-in pages again. */
export function safeStartUrl(value: string | undefined): string {
  if (
    !value ||
    !value.startsWith(`${SANDBOX_CRM_BASE_PATH}/`) ||
    /[\\\r\n\t]|\/\/|\/\.\.?(\/|$)/.test(value) ||
    value.startsWith(SANDBOX_PAGE_PATHS.login) ||
    value.startsWith(SANDBOX_PAGE_PATHS.verification) ||
    value.startsWith(SANDBOX_PAGE_PATHS.logout) ||
    value.startsWith(`${SANDBOX_CRM_BASE_PATH}/services/`)
  )
    return SANDBOX_PAGE_PATHS.home;
  return value;
}

const withStart = (path: string, startURL: string) =>
  `${path}?startURL=${encodeURIComponent(startURL)}`;

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

function formValue(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The typed values of a form, by the object's writable fields only (the button is not one). */
function typedValues(object: TSandboxObject, body: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const field of writableFields(object))
    if (body[field.name] !== undefined) out[field.name] = body[field.name]!;
  return out;
}

/**
 * The pages: sign-in (with the verification code when CRM_SANDBOX_2FA_CODE is set), home, list
 * with search, record form (new and edit) and record page. Every page but sign-in needs a
 * browser session; without one it redirects to the login with `startURL`.
 */
export function registerSandboxPagesRoutes(
  scope: FastifyInstance,
  deps: { service: TSandboxCrmService; auth: TSandboxCrmAuth },
) {
  const { service, auth } = deps;

  /** The signed-in user, or a redirect (to the login, or the verification code) and null. */
  async function pageUser(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const session = await auth.readBrowserSession(readCookies(request)[SESSION_COOKIE]);
    if (session && !session.pending) return session.username;
    const startURL = safeStartUrl(request.url);
    await reply.redirect(
      withStart(
        session?.pending ? SANDBOX_PAGE_PATHS.verification : SANDBOX_PAGE_PATHS.login,
        startURL,
      ),
      302,
    );
    return null;
  }

  /** The signed-in user and the object a page names, or null once the reply is sent. */
  async function objectPage(request: FastifyRequest, reply: FastifyReply, name: string) {
    const user = await pageUser(request, reply);
    if (!user) return null;
    const object = findSandboxObject(name);
    if (!object) {
      void html(reply, renderNotFoundPage(user, `There is no object named ${name}.`), 404);
      return null;
    }
    return { user, object };
  }

  scope.get('/', async (_request, reply) => reply.redirect(SANDBOX_PAGE_PATHS.home, 302));

  scope.get('/login', { schema: { querystring: ZStartQuery } }, async (request, reply) =>
    html(
      reply,
      renderLoginPage({ startURL: (request.query as z.infer<typeof ZStartQuery>).startURL }),
    ),
  );

  scope.post('/login', async (request, reply) => {
    const form = ZLoginForm.safeParse(request.body ?? {});
    const input = form.success ? form.data : { username: '', password: '', startURL: undefined };
    const again = (error: string, status: number) =>
      html(
        reply,
        renderLoginPage({ username: input.username, startURL: input.startURL, error }),
        status,
      );
    let username: string | null = null;
    try {
      username = form.success ? await auth.checkPerson(input.username, input.password) : null;
    } catch (err) {
      if (err instanceof SignInLimitedError) return again(err.message, 429);
      throw err;
    }
    if (!username) return again(SANDBOX_PAGE_MESSAGES.badLogin, 200);
    const cookies = readCookies(request);
    await auth.endBrowserSession(cookies[SESSION_COOKIE]);
    const session = await auth.startBrowserSession(username, cookies[DEVICE_COOKIE]);
    setCookie(request, reply, SESSION_COOKIE, session.token, null);
    const startURL = safeStartUrl(input.startURL);
    return reply.redirect(
      session.needsCode ? withStart(SANDBOX_PAGE_PATHS.verification, startURL) : startURL,
      303,
    );
  });

  const verificationPath = SANDBOX_PAGE_PATHS.verification.slice(SANDBOX_CRM_BASE_PATH.length);
  scope.get(verificationPath, { schema: { querystring: ZStartQuery } }, async (request, reply) => {
    const session = await auth.readBrowserSession(readCookies(request)[SESSION_COOKIE]);
    const startURL = safeStartUrl((request.query as z.infer<typeof ZStartQuery>).startURL);
    if (!session) return reply.redirect(withStart(SANDBOX_PAGE_PATHS.login, startURL), 302);
    if (!session.pending) return reply.redirect(startURL, 302);
    return html(reply, renderVerificationPage({ startURL }));
  });

  scope.post(verificationPath, async (request, reply) => {
    const form = ZCodeForm.safeParse(request.body ?? {});
    const startURL = safeStartUrl(form.success ? form.data.startURL : undefined);
    const token = readCookies(request)[SESSION_COOKIE];
    const session = await auth.readBrowserSession(token);
    if (!session) return reply.redirect(withStart(SANDBOX_PAGE_PATHS.login, startURL), 303);
    if (!session.pending) return reply.redirect(startURL, 303);
    const verified = form.success ? await auth.verifyCode(token!, form.data.emc) : 'wrong';
    if (verified === 'ended') {
      clearCookie(request, reply, SESSION_COOKIE);
      return reply.redirect(withStart(SANDBOX_PAGE_PATHS.login, startURL), 303);
    }
    if (!verified || verified === 'wrong')
      return html(
        reply,
        renderVerificationPage({ startURL, error: SANDBOX_PAGE_MESSAGES.badCode }),
      );
    setCookie(request, reply, DEVICE_COOKIE, verified.deviceToken, auth.ttl.device);
    return reply.redirect(startURL, 303);
  });

  scope.get('/secur/logout.jsp', async (request, reply) => {
    await auth.endBrowserSession(readCookies(request)[SESSION_COOKIE]);
    clearCookie(request, reply, SESSION_COOKIE);
    return reply.redirect(SANDBOX_PAGE_PATHS.login, 302);
  });

  scope.get('/lightning/page/home', async (request, reply) => {
    const user = await pageUser(request, reply);
    if (!user) return reply;
    return html(reply, renderHomePage(user));
  });

  scope.get<{ Params: { object: string } }>(
    '/lightning/o/:object/list',
    { schema: { querystring: ZListQuery } },
    async (request, reply) => {
      const page = await objectPage(request, reply, request.params.object);
      if (!page) return reply;
      const { user, object } = page;
      const q = (request.query as z.infer<typeof ZListQuery>).q ?? '';
      const records = await service.list(object.name, q);
      return html(reply, renderListPage({ user, object, q, records }));
    },
  );

  scope.get<{ Params: { object: string } }>('/lightning/o/:object/new', async (request, reply) => {
    const page = await objectPage(request, reply, request.params.object);
    if (!page) return reply;
    const { user, object } = page;
    return html(reply, renderRecordForm({ user, object, recordId: null, values: {}, error: null }));
  });

  /** A save: the record page on success; the form again, with what was typed, on a refusal. */
  async function save(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { user: string; object: TSandboxObject },
    recordId: string | null,
  ) {
    const { user, object } = page;
    const body = ZForm.safeParse(request.body ?? {});
    const values = typedValues(object, body.success ? body.data : {});
    try {
      let id: string;
      if (recordId) {
        // On the edit form a blank field clears the value.
        id = (await service.update(object.name, recordId, values)).id;
      } else {
        // On the new form a blank field is not given; an External Key makes the save an upsert.
        const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
        const key = given[EXTERNAL_KEY_FIELD]?.trim();
        id = key
          ? (await service.upsert(object.name, EXTERNAL_KEY_FIELD, key, given)).id
          : (await service.create(object.name, given)).id;
      }
      return reply.redirect(SANDBOX_PAGE_PATHS.view(object.name, id), 303);
    } catch (err) {
      if (!(err instanceof SandboxCrmError)) throw err;
      if (err.status === 404)
        return html(reply, renderNotFoundPage(user, 'The record does not exist.'), 404);
      return html(
        reply,
        renderRecordForm({ user, object, recordId, values, error: err.toBody() }),
        400,
      );
    }
  }

  scope.post<{ Params: { object: string } }>('/lightning/o/:object/new', async (request, reply) => {
    const page = await objectPage(request, reply, request.params.object);
    if (!page) return reply;
    return save(request, reply, page, null);
  });

  /** The signed-in user, the object and the record a page names, or null once the reply is sent. */
  async function recordPage(
    request: FastifyRequest,
    reply: FastifyReply,
    params: { object: string; id: string },
  ) {
    const page = await objectPage(request, reply, params.object);
    if (!page) return null;
    try {
      return { ...page, record: await service.get(page.object.name, params.id) };
    } catch (err) {
      if (!(err instanceof SandboxCrmError)) throw err;
      void html(reply, renderNotFoundPage(page.user, 'The record does not exist.'), 404);
      return null;
    }
  }

  scope.get<{ Params: { object: string; id: string } }>(
    '/lightning/r/:object/:id/view',
    async (request, reply) => {
      const page = await recordPage(request, reply, request.params);
      if (!page) return reply;
      return html(reply, renderRecordPage({ user: page.user, record: page.record }));
    },
  );

  scope.get<{ Params: { object: string; id: string } }>(
    '/lightning/r/:object/:id/edit',
    async (request, reply) => {
      const page = await recordPage(request, reply, request.params);
      if (!page) return reply;
      const { user, object, record } = page;
      const values = Object.fromEntries(
        writableFields(object).map((f) => [f.name, formValue(record.values[f.name])]),
      );
      return html(
        reply,
        renderRecordForm({ user, object, recordId: record.id, values, error: null }),
      );
    },
  );

  scope.post<{ Params: { object: string; id: string } }>(
    '/lightning/r/:object/:id/edit',
    async (request, reply) => {
      const page = await objectPage(request, reply, request.params.object);
      if (!page) return reply;
      return save(request, reply, page, request.params.id);
    },
  );
}

import { z } from 'zod';
import {
  can,
  ZErrorBody,
  ZFlowId,
  ZRpaBatchRequest,
  ZRpaBatchResult,
  ZRpaLaunchBody,
  ZRpaLaunchParams,
  ZRpaLaunchQuery,
  ZRpaLaunchResult,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import type { TApp } from '../../lib/types.ts';
import { resolveTokenSession } from '../auth/auth.plugin.ts';
import type { TTokenSigner } from '../auth/tokens.ts';
import type { TUsersRepository } from '../users/users.repository.ts';
import { acceptStreamViewer, type TStreamDeps } from './rpa-stream.ts';
import { launchRefused, type TRpaService } from './rpa.service.ts';
import type { TRpaScreenshots } from './rpa-screenshots.ts';
import { sendDownload } from '../files/files.routes.ts';
import { NOT_FOUND_MESSAGES, ZPathKey } from '../../lib/path-params.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ADMIN_ONLY = 'Only administrators can manage flows';
const admin = access.role(can.administerFlows, ADMIN_ONLY);
const ZStreamParams = z.object({ id: ZFlowId });
const ZStreamQuery = z.object({ token: z.string().max(4096).optional() });
/**
 * 400: refused by the launch rules (the spec's message); 404: no such need or candidate;
 * 422: the need lacks the CRM data the action needs (`missing` names it).
 */
const launchErrors = { 400: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const screenshotDownload = {
  description: 'The last page the browser run showed (a failed stage, or the saved record).',
  content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
};

/** The first message of the first part that fails, checked in the spec's order. */
function firstRefusal(parts: [z.ZodType, unknown][]): string {
  for (const [schema, value] of parts) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      // The spec's messages name their field ('Invalid RPA action: …'); others get it in front.
      const first = parsed.error.issues[0];
      if (!first) return 'Invalid request';
      const field = first.path.map(String).join('.');
      const name = String(first.path.at(-1) ?? '');
      return !field || first.message.includes(name) ? first.message : `${field}: ${first.message}`;
    }
  }
  return 'Invalid request';
}

/**
 * Browser runs (Admin): launch one or a batch, and watch one live. A launch refused by the
 * spec's rules answers 400 with its message (validation is attached, not thrown, so these
 * routes answer 400 where the app's default is 422).
 */
export function registerRpaRoutes(
  app: TApp,
  deps: {
    rpa: TRpaService;
    screenshots: TRpaScreenshots;
    stream: Omit<TStreamDeps, 'logger'>;
    signer: TTokenSigner;
    users: TUsersRepository;
  },
) {
  tagRoutes(app, 'Browser runs (RPA)');
  const { rpa } = deps;

  // Before the parametrised launch, so "batch" is never read as an action.
  app.post(
    '/api/v1/admin/flows/rpa/batch',
    {
      config: { access: admin },
      schema: { body: ZRpaBatchRequest, response: { 202: ZRpaBatchResult, ...launchErrors } },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        throw launchRefused(firstRefusal([[ZRpaBatchRequest, request.body ?? {}]]));
      return reply.status(202).send(await rpa.batch(request.actor, request.body));
    },
  );

  app.post(
    '/api/v1/admin/flows/rpa/:action/:needId',
    {
      config: { access: admin },
      schema: {
        params: ZRpaLaunchParams,
        querystring: ZRpaLaunchQuery,
        body: ZRpaLaunchBody,
        response: { 202: ZRpaLaunchResult, ...launchErrors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        throw launchRefused(
          firstRefusal([
            [ZRpaLaunchParams, request.params],
            [ZRpaLaunchBody, request.body ?? {}],
            [ZRpaLaunchQuery, request.query],
          ]),
        );
      const result = await rpa.launch(
        request.actor,
        request.params,
        request.query,
        request.body ?? {},
      );
      return reply.status(202).send(result);
    },
  );

  app.get(
    '/api/v1/admin/flows/:id/screenshot',
    {
      config: { access: admin },
      schema: {
        params: z.object({ id: ZPathKey(NOT_FOUND_MESSAGES.flow) }),
        response: { 200: screenshotDownload, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      sendDownload(reply, await deps.screenshots.download(request.params.id)),
  );

  // The token travels in the URL: keep this route out of the request log (info level).
  app.get(
    '/api/v1/admin/flows/:id/stream',
    {
      websocket: true,
      logLevel: 'warn',
      config: { access: access.link },
    },
    (socket, request) => {
      // Checked here, not by the schema: a refusal must be a close code, not an HTTP answer.
      const query = ZStreamQuery.safeParse(request.query);
      const token = query.success ? query.data.token : undefined;
      const params = ZStreamParams.safeParse(request.params);
      acceptStreamViewer(
        { ...deps.stream, logger: request.log },
        socket,
        params.success ? params.data.id : null,
        token,
        (presented) => resolveTokenSession(presented, deps.signer, deps.users),
      );
    },
  );
}

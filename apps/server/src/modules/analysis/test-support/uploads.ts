import { expect } from 'vitest';
import type { TTestContext } from '../../../../test/test-app.ts';
import { makePdf, multipartBody } from './documents.ts';

const ANALYZE_URL = '/api/v1/analysisIA/files/analyze';

/** Posts a multipart form of `parts` to the analyse route as `user`, as the web's upload does. */
export async function postAnalyze(
  t: Pick<TTestContext, 'app' | 'auth'>,
  user: { token: string },
  parts: Parameters<typeof multipartBody>[0],
) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: ANALYZE_URL,
    headers: { ...t.auth(user), ...body.headers },
    payload: body.payload,
  });
}

/**
 * Presigns, uploads (PUT) and completes a PDF of `lines` for a need's JD (`/api/v1/needs/:id/jd`)
 * or a candidate's CV (`/api/v1/candidates/:id/cv`), as the web's upload does.
 */
export async function uploadAndComplete(
  t: Pick<TTestContext, 'app' | 'auth'>,
  user: { token: string },
  base: string,
  lines: string[],
  extra: Record<string, unknown> = {},
) {
  const slot = (
    await t.app.inject({
      method: 'GET',
      url: `${base}/presign?filename=doc.pdf&method=PUT`,
      headers: t.auth(user),
    })
  ).json();
  const put = await t.app.inject({
    method: 'PUT',
    url: new URL(slot.uploadUrl).pathname,
    headers: { 'content-type': 'application/pdf' },
    payload: await makePdf(lines),
  });
  expect(put.statusCode).toBe(204);
  const complete = await t.app.inject({
    method: 'POST',
    url: `${base}/complete`,
    headers: t.auth(user),
    payload: { objectKey: slot.objectKey, filename: 'doc.pdf', ...extra },
  });
  expect(complete.statusCode).toBe(200);
  return {
    objectKey: slot.objectKey as string,
    // The complete answer (CompletedJdUpload or CompletedCvUpload): its analysis flow's ids.
    body: complete.json() as { entity_id?: string | null; job_id?: string | null },
  };
}

import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import type { TResolvedAddress } from './url-guard.ts';

export type TSendResult = {
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
  durationMs: number;
};

export type TSendInput = {
  url: URL;
  /** The address the URL guard checked: the connection goes there and nowhere else. */
  target: TResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  excerptBytes: number;
};

/** A lookup that always answers the checked address (DNS is not asked again). */
function pinnedLookup(target: TResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

/**
 * One POST, no redirects followed (a 3xx is an answer, not a delivery). The attempt ends after
 * `timeoutMs` whatever the receiver does; the answer's first `excerptBytes` are kept.
 */
export function sendWebhook(input: TSendInput): Promise<TSendResult> {
  const started = Date.now();
  const client = input.url.protocol === 'https:' ? https : http;
  const host = input.url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<TSendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      resolve({ ...result, durationMs: Date.now() - started });
    };
    const request = client.request(
      input.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(input.body)),
          'user-agent': 'staffing-pipeline-webhooks/1',
          ...input.headers,
        },
        lookup: pinnedLookup(input.target),
        // Certificates are checked against the host name, whatever address was pinned.
        ...(client === https && !net.isIP(host) ? { servername: host } : {}),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            responseExcerpt: Buffer.concat(chunks).subarray(0, input.excerptBytes).toString('utf8'),
            error: null,
          });
        response.on('data', (chunk: Buffer) => {
          if (size < input.excerptBytes) chunks.push(chunk);
          size += chunk.length;
          // Enough kept: the rest of a large answer is not read.
          if (size >= input.excerptBytes) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const deadline = setTimeout(
      () =>
        finish({
          statusCode: null,
          responseExcerpt: null,
          error: `No answer within ${Number((input.timeoutMs / 1000).toFixed(1))} s`,
        }),
      input.timeoutMs,
    );
    request.on('error', (err: NodeJS.ErrnoException) =>
      finish({
        statusCode: null,
        responseExcerpt: null,
        error: `Could not reach the receiver: ${err.code ?? err.message}`.slice(0, 500),
      }),
    );
    request.end(input.body);
  });
}

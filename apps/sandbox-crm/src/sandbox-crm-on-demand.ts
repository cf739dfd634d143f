import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSandboxCrm, type TSandboxCrm, type TSandboxCrmOptions } from './sandbox-crm-app.ts';
import { loadOrCreateSandboxCrmCredentials } from './sandbox-users.ts';

/** Fastify's own default: a client's idle keep-alive connection stays open this long. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The sandbox CRM listening at once, built on its first request. Its database (a PGlite of its
 * own: seconds of start and about 100 MB of memory) is opened only when someone uses the sandbox,
 * which a server beside the product may never see. The credentials are written at once, since the
 * product reads them from the folder. A request that arrives while the sandbox is being built
 * waits for it; a build that fails is logged, answered 503, and tried again on the next request.
 */
export async function listenSandboxCrmOnDemand(
  options: TSandboxCrmOptions & { port: number; host?: string },
): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  loadOrCreateSandboxCrmCredentials(options.dataDir);
  let built: Promise<TSandboxCrm> | undefined;
  const build = () => {
    if (!built) {
      built = buildSandboxCrm(options).then(async (sandbox) => {
        await sandbox.app.ready();
        return sandbox;
      });
      built.catch(() => {
        built = undefined;
      });
    }
    return built;
  };
  const server = http.createServer((request, response) => {
    build().then(
      (sandbox) => sandbox.app.routing(request, response),
      (err: unknown) => {
        options.logger?.error({ err }, 'sandbox CRM could not start');
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The sandbox CRM could not start.');
      },
    );
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  options.logger?.info(`Server listening at http://${host}:${port}`);
  return {
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: async () => {
      // As Fastify closes: no new connection, the delayed saves woken, the requests in flight
      // answered, then the database closed.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      const sandbox = await built?.catch(() => undefined);
      sandbox?.service.wakeSleepers();
      await closed;
      await sandbox?.app.close();
    },
  };
}

import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { percentile } from '../lib/stats.ts';

const SOCKETS = 10;
/** Rounds of one block; blocks alternate between the servers. */
const LIVE_BLOCK_ROUNDS = 50;

async function openSockets(server: TServer, token: string): Promise<WebSocket[]> {
  const url = `${server.url.replace('http', 'ws')}/api/v1/ws?token=${encodeURIComponent(token)}`;
  return Promise.all(
    Array.from(
      { length: SOCKETS },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
    ),
  );
}

/** ms from sending a PATCH until every socket has the need's need_updated, per round. */
async function latencies(server: TServer, token: string, needId: string, rounds: number) {
  const sockets = await openSockets(server, token);
  // Let the sockets finish signing in before the first write.
  await new Promise((r) => setTimeout(r, 500));
  const out: number[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const received = sockets.map(
        (ws) =>
          new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no need_updated within 5 s')), 5000);
            const onMessage = (data: WebSocket.RawData) => {
              const text = data.toString();
              if (text.includes('"need_updated"') && text.includes(needId)) {
                clearTimeout(timer);
                ws.off('message', onMessage);
                resolve();
              }
            };
            ws.on('message', onMessage);
          }),
      );
      const res = await fetch(`${server.url}/api/v1/needs/${needId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ description: `Bench update ${i} at ${Date.now()}` }),
      });
      if (!res.ok) throw new Error(`PATCH answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      await Promise.all(received);
      out.push(performance.now() - started);
    }
  } finally {
    for (const ws of sockets) ws.terminate();
  }
  return out;
}

/** PATCH a need, then need_updated on 10 open sockets: p95 of the whole round trip. */
export async function measureLive(
  ours: TServer,
  raw: TServer,
  token: string,
  needId: string,
  rounds: number,
): Promise<TFigure[]> {
  try {
    const o: number[] = [];
    const r: number[] = [];
    // Interleaved blocks, like the reads: a p95 is a few rounds, which the machine's own
    // moments would otherwise decide for one side.
    const blocks = Math.max(2, Math.round(rounds / LIVE_BLOCK_ROUNDS));
    for (let block = 0; block < blocks; block++) {
      o.push(...(await latencies(ours, token, needId, Math.ceil(rounds / blocks))));
      r.push(...(await latencies(raw, token, needId, Math.ceil(rounds / blocks))));
    }
    const op95 = percentile(o, 95);
    const rp95 = percentile(r, 95);
    console.log(
      `  live: ours p50 ${percentile(o, 50).toFixed(1)} p95 ${op95.toFixed(1)} ms; raw p50 ${percentile(r, 50).toFixed(1)} p95 ${rp95.toFixed(1)} ms`,
    );
    return [
      {
        figure: 'PATCH then need_updated at 10 sockets, p95 (ratio raw ÷ ours)',
        ours: op95,
        raw: rp95,
        unit: 'ms',
        ratio: rp95 / op95,
        budget: '≥ 0.80',
        pass: rp95 / op95 >= 0.8,
      },
    ];
  } catch (err) {
    console.log(`  live: not available (${err instanceof Error ? err.message : String(err)})`);
    return [
      {
        figure: 'PATCH then need_updated at 10 sockets, p95',
        ours: null,
        raw: null,
        unit: 'ms',
        ratio: null,
        budget: '≥ 0.80',
        pass: null,
        note: 'not available',
      },
    ];
  }
}

import { makeHugeDocx, makeManyPagePdf } from '@staffing/analyzer/test-support';
import type { TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { percentile } from '../lib/stats.ts';

type THostile = { filename: string; bytes: Uint8Array; type: 'cv' | 'jd'; preview: boolean };

/**
 * Ten hostile documents at once: 20,000-page PDFs read as CVs (previews) and as job descriptions
 * (analysis jobs), and DOCX files whose 95 MB body passes the zip checks. Meanwhile /healthz and
 * the need list are called one after the other, as a load balancer and a person would, until
 * every upload is answered and every job has ended.
 */
function hostileDocuments(): THostile[] {
  const pdf = makeManyPagePdf(20_000);
  const docx = makeHugeDocx(95);
  return [
    ...Array.from({ length: 5 }, (_, i) => ({
      filename: `cv_${i}.pdf`,
      bytes: pdf,
      type: 'cv' as const,
      preview: true,
    })),
    ...Array.from({ length: 2 }, (_, i) => ({
      filename: `tender_${i}.pdf`,
      bytes: pdf,
      type: 'jd' as const,
      preview: false,
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      filename: `tender_${i}.docx`,
      bytes: docx,
      type: 'jd' as const,
      preview: true,
    })),
  ];
}

async function send(server: TServer, token: string, document: THostile) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(document.bytes)]), document.filename);
  form.append('file_types', document.type);
  if (document.preview) form.append('preview', 'true');
  const res = await fetch(`${server.url}/api/v1/analysisIA/files/analyze`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { detail?: string; results?: { entity_id: string }[] };
  return { status: res.status, detail: body.detail, flowId: body.results?.[0]?.entity_id };
}

async function flowEnded(server: TServer, token: string, flowId: string): Promise<string | null> {
  const res = await fetch(`${server.url}/api/v1/admin/flows/${flowId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const flow = (await res.json()) as { status: string; error: string | null };
  return ['completed', 'error', 'cancelled'].includes(flow.status)
    ? (flow.error ?? flow.status)
    : null;
}

/** Calls `path` one request after another until `until` settles; returns the latencies (ms). */
async function probe(server: TServer, path: string, token: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

export async function measureHostileDocuments(server: TServer, token: string): Promise<TFigure[]> {
  const documents = hostileDocuments();
  const started = performance.now();
  const work = (async () => {
    const answers = await Promise.all(documents.map((d) => send(server, token, d)));
    const flowIds = answers.flatMap((a) => (a.flowId ? [a.flowId] : []));
    const ended: string[] = [];
    for (const flowId of flowIds) {
      for (;;) {
        const end = await flowEnded(server, token, flowId);
        if (end) {
          ended.push(end);
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return { answers, ended };
  })();
  const [health, needs, outcome] = await Promise.all([
    probe(server, '/healthz', token, work),
    probe(server, '/api/v1/needs?page=1&size=100', token, work),
    work,
  ]);
  const seconds = (performance.now() - started) / 1000;
  for (const answer of outcome.answers)
    console.log(`  ${answer.status} ${answer.detail ?? `flow ${answer.flowId}`}`);
  for (const end of outcome.ended) console.log(`  flow ended: ${end}`);
  const refused = outcome.answers.filter((a) => a.status === 422).length + outcome.ended.length;
  const healthP99 = percentile(health, 99);
  const needsP95 = percentile(needs, 95);
  console.log(
    `  ${refused}/${documents.length} refused in ${seconds.toFixed(1)} s; /healthz p99 ${healthP99.toFixed(1)} ms (${health.length} calls), need list p95 ${needsP95.toFixed(1)} ms (${needs.length} calls)`,
  );
  const note = `${refused}/${documents.length} hostile documents refused in ${seconds.toFixed(0)} s`;
  return [
    {
      figure: 'GET /healthz p99 while 10 hostile documents are read',
      ours: healthP99,
      raw: null,
      unit: 'ms',
      ratio: null,
      budget: '≤ 100 ms',
      pass: healthP99 <= 100 && refused === documents.length,
      note,
    },
    {
      figure: 'GET /api/v1/needs?page=1&size=100 p95 while 10 hostile documents are read',
      ours: needsP95,
      raw: null,
      unit: 'ms',
      ratio: null,
      budget: '≤ 250 ms',
      pass: needsP95 <= 250,
      note,
    },
  ];
}

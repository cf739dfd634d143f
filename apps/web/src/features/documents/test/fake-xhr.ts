import type { TUploadTransport } from '../api/upload-strategies.ts';
// The English catalogues, as the signed-in layout brings them.
import '../../../i18n/app-catalogs.ts';

/** What a fake request does once sent: answer a status (with a body), fail on the network, or hang. */
export type TXhrScript =
  { status: number; body?: string; progress?: number[] } | 'network-error' | 'hang';

/** A scripted XMLHttpRequest: each new request takes the next script. */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly script: TXhrScript) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    const script = this.script;
    if (script === 'hang') return;
    queueMicrotask(() => {
      if (script === 'network-error') return this.onerror?.();
      for (const loaded of script.progress ?? [])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      this.status = script.status;
      this.responseText = script.body ?? '';
      this.onload?.();
    });
  }
  /** For hanging requests: report progress from the test. */
  report(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
  }
  abort() {
    this.onabort?.();
  }
}

export function scriptedTransport(
  xhrScripts: TXhrScript[],
  fetchReply: Response | 'network-error' = new Response(null, { status: 500 }),
) {
  const xhrs: FakeXhr[] = [];
  const fetchCalls: { url: string; init: RequestInit | undefined }[] = [];
  const transport: TUploadTransport = {
    createXhr: () => {
      const xhr = new FakeXhr(xhrScripts[xhrs.length] ?? { status: 500 });
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
    fetch: async (input, init) => {
      fetchCalls.push({ url: String(input), init });
      if (fetchReply === 'network-error') throw new TypeError('Failed to fetch');
      return fetchReply;
    },
  };
  return { transport, xhrs, fetchCalls };
}

export const pdfFile = (name = 'cv.pdf', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

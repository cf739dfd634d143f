import { describe, expect, it, vi } from 'vitest';
import { pdfFile, scriptedTransport } from '../test/fake-xhr.ts';
import {
  uploadWithStrategies,
  type TPresignedUpload,
  type TUploadMethod,
} from './upload-strategies.ts';

const presign = vi.fn(async (method: TUploadMethod): Promise<TPresignedUpload> => ({
  method,
  uploadUrl: `https://files.test/${method.toLowerCase()}`,
  fields: method === 'POST' ? { key: 'cv/abc.pdf', policy: 'p' } : {},
  objectKey: `cv/${method.toLowerCase()}.pdf`,
}));

describe('uploadWithStrategies', () => {
  it('form-POSTs the presigned fields and the file first, reporting progress', async () => {
    const { transport, xhrs, fetchCalls } = scriptedTransport([
      { status: 204, progress: [40, 100] },
    ]);
    const progress: number[] = [];
    const used = await uploadWithStrategies({
      file: pdfFile(),
      presign,
      transport,
      onProgress: (p) => progress.push(p),
    });
    expect(used.objectKey).toBe('cv/post.pdf');
    expect(xhrs).toHaveLength(1);
    expect(xhrs[0]!.method).toBe('POST');
    const form = xhrs[0]!.body as FormData;
    expect(form.get('key')).toBe('cv/abc.pdf');
    expect(form.get('policy')).toBe('p');
    expect((form.get('file') as File).name).toBe('cv.pdf');
    expect(progress).toEqual([40, 100]);
    expect(fetchCalls).toHaveLength(0);
  });

  it('falls back to an XHR PUT on a PUT presign when the POST fails', async () => {
    const { transport, xhrs } = scriptedTransport([{ status: 500 }, { status: 200 }]);
    const used = await uploadWithStrategies({ file: pdfFile(), presign, transport });
    expect(xhrs.map((x) => `${x.method} ${x.url}`)).toEqual([
      'POST https://files.test/post',
      'PUT https://files.test/put',
    ]);
    expect(xhrs[1]!.headers['Content-Type']).toBe('application/pdf');
    expect(used.objectKey).toBe('cv/put.pdf');
  });

  it('then to a fetch PUT when both XHR strategies fail', async () => {
    const { transport, fetchCalls } = scriptedTransport(
      ['network-error', { status: 502 }],
      new Response(null, { status: 200 }),
    );
    const used = await uploadWithStrategies({ file: pdfFile(), presign, transport });
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0]!.init?.method).toBe('PUT');
    expect(used.method).toBe('PUT');
  });

  it("says 'All upload strategies failed' when the three fail", async () => {
    const { transport } = scriptedTransport([{ status: 500 }, { status: 500 }], 'network-error');
    await expect(uploadWithStrategies({ file: pdfFile(), presign, transport })).rejects.toThrow(
      'All upload strategies failed',
    );
  });

  it('reuses the POST presign for the PUT strategies when a PUT presign is refused', async () => {
    const onlyPost = vi.fn(async (method: TUploadMethod) => {
      if (method === 'PUT') throw new Error('no');
      return presign('POST');
    });
    const { transport, xhrs } = scriptedTransport([{ status: 500 }, { status: 200 }]);
    await uploadWithStrategies({ file: pdfFile(), presign: onlyPost, transport });
    expect(xhrs[1]!.url).toBe('https://files.test/post');
  });

  it("shows the server's refusal as it comes and stops there", async () => {
    const { transport, xhrs, fetchCalls } = scriptedTransport([
      { status: 413, body: JSON.stringify({ detail: 'File size must be less than 10MB' }) },
    ]);
    await expect(uploadWithStrategies({ file: pdfFile(), presign, transport })).rejects.toThrow(
      'File size must be less than 10MB',
    );
    expect(xhrs).toHaveLength(1);
    expect(fetchCalls).toHaveLength(0);
  });

  it('keeps the status in the strategy message of a failure without detail', async () => {
    const { transport } = scriptedTransport([{ status: 500 }, { status: 503 }], 'network-error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(uploadWithStrategies({ file: pdfFile(), presign, transport })).rejects.toThrow(
      'All upload strategies failed',
    );
    expect(warn.mock.calls[0]![1]).toEqual([
      'POST upload failed: 500',
      'PUT upload failed: 503',
      'Fetch upload failed',
    ]);
    warn.mockRestore();
  });

  it("cancels with 'Upload cancelled' and tries nothing else", async () => {
    const { transport, xhrs, fetchCalls } = scriptedTransport(['hang']);
    const controller = new AbortController();
    const pending = uploadWithStrategies({
      file: pdfFile(),
      presign,
      transport,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toThrow('Upload cancelled');
    expect(xhrs).toHaveLength(1);
    expect(fetchCalls).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';

describe('s3 storage driver', () => {
  const storage = createS3Storage({
    bucket: 'staffing-files',
    region: 'eu-west-3',
    endpoint: 'http://127.0.0.1:9000',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
    forcePathStyle: true,
  });
  const objectKey =
    'candidates/6f1c1c9e-8d0e-4b53-9d54-2f0f3b0c7a11/cv/0a3d1f9b-5b1e-4f43-8a0e-2b7f1d0c9e22.pdf';

  it('presigns a form POST with the policy fields', async () => {
    const slot = await storage.presignUpload({
      objectKey,
      method: 'POST',
      maxBytes: 10 * 1024 * 1024,
      contentType: 'application/pdf',
      baseUrl: 'http://app',
    });
    expect(slot.method).toBe('POST');
    expect(slot.objectKey).toBe(objectKey);
    expect(slot.uploadUrl).toBe('http://127.0.0.1:9000/staffing-files');
    expect(slot.fields).toMatchObject({
      key: objectKey,
      'Content-Type': 'application/pdf',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      bucket: 'staffing-files',
    });
    expect(slot.fields['X-Amz-Credential']).toMatch(
      /^AKIAEXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request$/,
    );
    const policy = JSON.parse(Buffer.from(slot.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect(slot.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('presigns a PUT and an attachment download', async () => {
    const slot = await storage.presignUpload({
      objectKey,
      method: 'PUT',
      maxBytes: 1,
      contentType: 'application/pdf',
      baseUrl: 'http://app',
    });
    expect(slot.fields).toEqual({});
    const put = new URL(slot.uploadUrl);
    expect(put.pathname).toBe(`/staffing-files/${objectKey}`);
    expect(put.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(put.searchParams.get('X-Amz-Expires'))).toBe(900);

    const download = new URL(await storage.downloadUrl(objectKey, 'CV_Jane_Doe.pdf', 'http://app'));
    expect(download.searchParams.get('response-content-disposition')).toMatch(
      /^attachment; filename="CV_Jane_Doe.pdf"/,
    );
    expect(download.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

import type { S3Client } from '@aws-sdk/client-s3';
import { attachmentDisposition, contentTypeOf } from './content-disposition.ts';
import { DOWNLOAD_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS, type TStorage } from './storage.ts';

export type TS3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** The AWS SDK (≈22 MB) loads with the first use of the bucket, never on local storage. */
async function loadSdk() {
  const [s3, post, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-presigned-post'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return {
    S3Client: s3.S3Client,
    S3ServiceException: s3.S3ServiceException,
    DeleteObjectCommand: s3.DeleteObjectCommand,
    GetObjectCommand: s3.GetObjectCommand,
    HeadObjectCommand: s3.HeadObjectCommand,
    HeadBucketCommand: s3.HeadBucketCommand,
    PutObjectCommand: s3.PutObjectCommand,
    createPresignedPost: post.createPresignedPost,
    getSignedUrl: presigner.getSignedUrl,
  };
}
type TSdk = Awaited<ReturnType<typeof loadSdk>>;

function isNotFound(err: unknown, { S3ServiceException }: TSdk): boolean {
  if (err instanceof S3ServiceException)
    return (
      err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound'
    );
  return false;
}

/** Any S3-compatible bucket; the browser uploads straight to it with a presigned POST or PUT. */
export function createS3Storage(options: TS3Options): TStorage {
  let ready: Promise<{ sdk: TSdk; client: S3Client }> | undefined;
  const s3 = () => (ready ??= loadSdk().then((sdk) => ({ sdk, client: newClient(sdk) })));
  const newClient = (sdk: TSdk) =>
    new sdk.S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
    });
  const Bucket = options.bucket;

  return {
    driver: 's3',

    async presignUpload({ objectKey, method, maxBytes, contentType }) {
      const { sdk, client } = await s3();
      if (method === 'PUT') {
        const uploadUrl = await sdk.getSignedUrl(
          client,
          new sdk.PutObjectCommand({ Bucket, Key: objectKey, ContentType: contentType }),
          {
            expiresIn: UPLOAD_URL_TTL_SECONDS,
          },
        );
        return { method, uploadUrl, fields: {}, objectKey };
      }
      // The bucket itself refuses a body over the limit: the policy carries the size range.
      const { url, fields } = await sdk.createPresignedPost(client, {
        Bucket,
        Key: objectKey,
        Conditions: [['content-length-range', 1, maxBytes]],
        Fields: { 'Content-Type': contentType },
        Expires: UPLOAD_URL_TTL_SECONDS,
      });
      return { method, uploadUrl: url, fields, objectKey };
    },

    async downloadUrl(objectKey, filename) {
      const { sdk, client } = await s3();
      return sdk.getSignedUrl(
        client,
        new sdk.GetObjectCommand({
          Bucket,
          Key: objectKey,
          ResponseContentDisposition: attachmentDisposition(filename),
          ResponseContentType: contentTypeOf(filename),
        }),
        { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
      );
    },

    async put(objectKey, bytes, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: objectKey, Body: bytes, ContentType: contentType }),
      );
    },

    async get(objectKey) {
      const { sdk, client } = await s3();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isNotFound(err, sdk)) return null;
        throw err;
      }
    },

    async size(objectKey) {
      const { sdk, client } = await s3();
      try {
        const res = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey }));
        return res.ContentLength ?? null;
      } catch (err) {
        if (isNotFound(err, sdk)) return null;
        throw err;
      }
    },

    async check() {
      const { sdk, client } = await s3();
      // A missing bucket or refused credentials fail here (a lookup of a key would say "absent").
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },

    async delete(objectKey) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey }));
    },
  };
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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

function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException)
    return (
      err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound'
    );
  return false;
}

/** Any S3-compatible bucket; the browser uploads straight to it with a presigned POST or PUT. */
export function createS3Storage(options: TS3Options): TStorage {
  const client = new S3Client({
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
      if (method === 'PUT') {
        const uploadUrl = await getSignedUrl(
          client,
          new PutObjectCommand({ Bucket, Key: objectKey, ContentType: contentType }),
          {
            expiresIn: UPLOAD_URL_TTL_SECONDS,
          },
        );
        return { method, uploadUrl, fields: {}, objectKey };
      }
      // The bucket itself refuses a body over the limit: the policy carries the size range.
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: objectKey,
        Conditions: [['content-length-range', 1, maxBytes]],
        Fields: { 'Content-Type': contentType },
        Expires: UPLOAD_URL_TTL_SECONDS,
      });
      return { method, uploadUrl: url, fields, objectKey };
    },

    async downloadUrl(objectKey, filename) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: objectKey,
          ResponseContentDisposition: attachmentDisposition(filename),
          ResponseContentType: contentTypeOf(filename),
        }),
        { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
      );
    },

    async put(objectKey, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey, Body: bytes, ContentType: contentType }),
      );
    },

    async get(objectKey) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async size(objectKey) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey }));
        return res.ContentLength ?? null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async delete(objectKey) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey }));
    },
  };
}

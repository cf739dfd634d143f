/** s3rver (an S3-compatible server for tests) ships no types: the part the scale-out test uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export type TS3rverOptions = {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options: TS3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

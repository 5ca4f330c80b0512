// A local S3-compatible server for the tests of UPLOAD_STORE=s3 (ADR 317): s3rver, in this process, on port 0,
// keeping its objects in a temporary folder; one bucket, created empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  /** The variables an app instance needs to keep its images in the bucket. */
  env: Record<string, string>;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  object(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

// s3rver's own account: the only key id it knows (it does not verify V4 signatures).
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(bucket = 'adpolicy-test-images'): Promise<TestS3> {
  const BUCKET = bucket;
  const directory = mkdtempSync(join(tmpdir(), 'adpolicy-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    env: {
      UPLOAD_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async object(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

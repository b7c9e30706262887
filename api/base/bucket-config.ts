/**
 * An S3-compatible bucket holding the uploads instead of DATA_DIR/uploads, so several servers share them. Objects are
 * named as the files would be (`<uuid>.jpg`), so the stored `/uploads/...` URLs are the same whatever the store.
 */
export interface UploadBucketConfig {
  bucket: string;
  /** The store's address (MinIO, Ceph, R2, a moto server…); unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** S3_BUCKET chooses the bucket store; the other S3_ variables without it are a mistake, not a silent fallback. */
export function parseUploadBucket(env: NodeJS.ProcessEnv): UploadBucketConfig | undefined {
  const bucket = env.S3_BUCKET?.trim() || undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!bucket) {
    if (endpoint || accessKeyId || secretAccessKey)
      throw new Error('S3_BUCKET must be set to keep uploads in S3 (the other S3_ variables are set)');
    return undefined;
  }
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) address, got "${endpoint}"`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

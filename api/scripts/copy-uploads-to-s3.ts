/**
 * `npm run uploads:copy-to-s3`: copies DATA_DIR/uploads into the bucket named by S3_BUCKET (and S3_ENDPOINT, S3_REGION,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), before the servers start with those variables. Safe to run again.
 */
import { loadConfig } from '../base/config';
import { s3BucketStore } from '../base/uploads/bucket-store';
import { copyUploadsToBucket } from '../base/uploads/copy-to-bucket';

const config = loadConfig();
if (!config.uploadBucket) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to the bucket to copy into.');
  process.exit(2);
}
const bucket = s3BucketStore(config.uploadBucket);
try {
  const { copied, present } = await copyUploadsToBucket(config.uploadsDir, bucket);
  console.log(`Copied ${copied} file(s) from ${config.uploadsDir} into ${config.uploadBucket.bucket}; ${present} were already there.`);
} finally {
  bucket.close();
}

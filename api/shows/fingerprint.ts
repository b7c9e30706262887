import { createHash } from 'node:crypto';
import { canonicalJson } from '../events';

/** The fingerprint of an entry's create: its owner and what they sent, so the same create sent again is recognised. */
export const entryFingerprint = (ownerId: string, input: { carId: string; classId: string }) =>
  createHash('sha256')
    .update(canonicalJson({ ownerId, carId: input.carId, classId: input.classId }))
    .digest('hex');

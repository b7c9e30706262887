import { z } from 'zod';
import { MODEL_YEAR_MAX, MODEL_YEAR_MIN } from './schemas';
import { wholeNumberParam } from '../http/params';

const slug = z.string().min(1).max(100);
const year = wholeNumberParam(`Year must be a year from ${MODEL_YEAR_MIN} to ${MODEL_YEAR_MAX}`, {
  min: MODEL_YEAR_MIN,
  max: MODEL_YEAR_MAX,
});

export const modelParams = z.object({ model: slug });
export const yearParams = modelParams.extend({ year });
export const trimParams = yearParams.extend({ trim: slug });
export const modelIdParams = z.object({ id: z.uuid('Model id must be a uuid') });
export const imageParams = modelIdParams.extend({ imageId: z.uuid('Image id must be a uuid') });

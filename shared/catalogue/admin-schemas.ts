import { z } from 'zod';

export const featuredToggleSchema = z.object({ featured: z.boolean({ error: 'featured must be true or false' }) });
export const imageCaptionSchema = z.object({
  caption: z.string().trim().max(300, 'Caption must be at most 300 characters').nullable(),
});
export const imageOrderSchema = z.object({
  imageIds: z.array(z.uuid()).min(1, 'List the images in their new order').max(500),
});

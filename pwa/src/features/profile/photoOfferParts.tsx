import { lazyParts } from '@/ui/lazyParts';

/** The offer controls' chunk, loaded once an owner opens their car (left out of the precache: offering needs a network). */
const { useParts } = lazyParts(() => import('./PhotoOfferControl'));

/**
 * Under a photo of the owner's own car: offer it for the model's catalogue page, and where the offer stands.
 * Nothing until its chunk and the member's offers are loaded; nothing offline.
 */
export function OwnPhotoOfferSlot(props: { carId: string; photoUrl: string; modelName: string }) {
  const parts = useParts();
  return parts ? <parts.OwnPhotoOffer {...props} /> : null;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { photoOfferResources } from '@shared/catalogue/photo-offer-resources';
import { photoOfferTexts, type PhotoOffer } from '@shared/catalogue/photo-offers';
import { callResource, keyOf } from '@/http/resources';
import { serverMessage } from '@/http/errorMessage';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast/toastStore';
import './photo-offer.css';

/** The member's own photo offers, newest per photo; online only (never kept on the device). */
function usePhotoOffers() {
  return useQuery({
    queryKey: keyOf(photoOfferResources.mine),
    queryFn: ({ signal }) => callResource(photoOfferResources.mine, {}, { signal }),
  });
}

/** The control of one photo once the member's offers are known (nothing meanwhile, nor offline). */
export function OwnPhotoOffer(props: { carId: string; photoUrl: string; modelName: string }) {
  const offers = usePhotoOffers();
  if (!offers.data) return null;
  return <PhotoOfferControl {...props} offer={offers.data.items.find((offer) => offer.photoUrl === props.photoUrl)} />;
}

/**
 * Under each photo of the owner's car: offer it for the model's catalogue page, and then where it stands (waiting,
 * on the page, declined and why), with Withdraw while it waits or shows.
 */
function PhotoOfferControl({
  carId,
  photoUrl,
  modelName,
  offer,
}: {
  carId: string;
  photoUrl: string;
  modelName: string;
  offer?: PhotoOffer;
}) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: keyOf(photoOfferResources.mine) });
  const offerIt = useMutation({
    mutationFn: () => callResource(photoOfferResources.offer, { params: { id: carId }, body: { photoUrl } }),
    onSuccess: () => toast({ title: photoOfferTexts.offered }),
    onError: (error) => toast({ variant: 'destructive', title: photoOfferTexts.offerFailed, description: serverMessage(error) }),
    onSettled: settled,
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => callResource(photoOfferResources.withdraw, { params: { id } }),
    onSuccess: () => toast({ title: photoOfferTexts.withdrawn }),
    onError: (error) => toast({ variant: 'destructive', title: photoOfferTexts.offerFailed, description: serverMessage(error) }),
    onSettled: settled,
  });
  const open = offer && (offer.state === 'waiting' || offer.state === 'approved');
  return (
    <div className="photo-offer">
      {offer?.state === 'waiting' && <p className="photo-offer__state">{photoOfferTexts.waiting}</p>}
      {offer?.state === 'approved' && <p className="photo-offer__state">{photoOfferTexts.approved(modelName)}</p>}
      {offer?.state === 'declined' && <p className="photo-offer__state">{photoOfferTexts.declined(offer.reason ?? '')}</p>}
      {open ? (
        <Button size="sm" variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate(offer.id)}>
          {photoOfferTexts.withdraw}
        </Button>
      ) : (
        <Button size="sm" variant="secondary" disabled={offerIt.isPending} onClick={() => offerIt.mutate()}>
          {photoOfferTexts.offer(modelName)}
        </Button>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { photoOfferResources } from '@shared/catalogue/photo-offer-resources';
import { DECLINE_REASON_MAX, photoOfferTexts, type ReviewedPhotoOffer } from '@shared/catalogue/photo-offers';
import { callResource, keyOf } from '@/http/resources';
import { Button } from '@/ui/Button';
import { adminTexts } from '@shared/admin/texts';
import { AdminList } from '../list/AdminList';
import { toastFailure, toastSuccess } from '../adminToast';
import './pictures-tab.css';

const queueKey = keyOf(photoOfferResources.queue);

/** Pictures tab (admins): garage photos members offered for model pages, approved or declined with a reason. */
export function PicturesTab() {
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => callResource(photoOfferResources.queue, { query: { state: 'waiting' } }, { signal }),
    refetchOnMount: 'always',
  });
  return (
    <section aria-label={photoOfferTexts.queueTitle}>
      <AdminList query={queue} items={queue.data?.items ?? []} what={photoOfferTexts.queueTitle} empty={photoOfferTexts.queueEmpty}>
        {(items) => (
          <ul className="admin-pictures">
            {items.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        )}
      </AdminList>
    </section>
  );
}

function OfferCard({ offer }: { offer: ReviewedPhotoOffer }) {
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const headingId = useId();
  const done = () => queryClient.invalidateQueries({ queryKey: queueKey });
  const approve = useMutation({
    mutationFn: () => callResource(photoOfferResources.approve, { params: { id: offer.id } }),
    onSuccess: () => toastSuccess(photoOfferTexts.approvedToast),
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
    onSettled: done,
  });
  const decline = useMutation({
    mutationFn: () => callResource(photoOfferResources.decline, { params: { id: offer.id }, body: { reason } }),
    onSuccess: () => toastSuccess(photoOfferTexts.declinedToast),
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
    onSettled: done,
  });
  const car = `${offer.carYear} ${offer.modelName}`;
  return (
    <li className="admin-card admin-pictures__offer" aria-labelledby={headingId}>
      <img src={offer.photoUrl} alt={`${car} offered by ${offer.member.name}`} loading="lazy" decoding="async" />
      <h3 id={headingId}>{photoOfferTexts.offeredBy(offer.member.name, car)}</h3>
      <div className="admin-card__actions">
        <Button size="sm" onClick={() => approve.mutate()} disabled={approve.isPending || decline.isPending}>
          {photoOfferTexts.approve}
          <span className="visually-hidden"> {car}</span>
        </Button>
        {!declining && (
          <Button size="sm" variant="secondary" onClick={() => setDeclining(true)}>
            {photoOfferTexts.decline}
            <span className="visually-hidden"> {car}</span>
          </Button>
        )}
      </div>
      {declining && (
        <form
          className="admin-pictures__decline"
          onSubmit={(event) => {
            event.preventDefault();
            decline.mutate();
          }}
        >
          <label htmlFor={reasonId}>{photoOfferTexts.declineReason}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={DECLINE_REASON_MAX}
            required
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button size="sm" type="submit" variant="danger" disabled={decline.isPending || reason.trim() === ''}>
            {photoOfferTexts.decline}
          </Button>
        </form>
      )}
    </li>
  );
}

import { useState } from 'react';
import { carName } from '@shared/catalogue/car-name';
import { LOGIN_PATH } from '@shared/layout/nav';
import type { Show } from '@shared/shows/responses';
import { showTexts } from '@shared/shows/texts';
import { carFitsClass } from '@shared/shows/voting';
import { useModelNames } from '@/features/value-guide';
import { useOutboxMember } from '@/features/auth';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { SelectField } from '@/ui/SelectField';
import { toast } from '@/ui/toast/toastStore';
import { keepShowOnDevice } from '../storage/onDevice';
import { useGarageCars } from './showQueries';
import { entryWrite, useSubmitShowWrite } from './showWrites';
import { showWriteTexts } from './writeTexts';

/**
 * "Enter a car": a car of the member's garage, into a class it fits (shared carFitsClass, as the server checks), sent
 * through the outbox with a client id so it works with no signal; the show is then kept on the device.
 */
export function EnterCarPanel({ show }: { show: Show }) {
  const { member } = useOutboxMember();
  const submitShowWrite = useSubmitShowWrite();
  const garage = useGarageCars(member?.id);
  const { nameOf } = useModelNames();
  const [carId, setCarId] = useState('');
  const [classId, setClassId] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!member) {
    return (
      <section className="show-panel card" aria-labelledby="enter-car-title">
        <h2 id="enter-car-title">{showWriteTexts.enterCar}</h2>
        <ButtonLink to={LOGIN_PATH}>{showWriteTexts.signInToEnter}</ButtonLink>
      </section>
    );
  }
  const cars = garage.data ?? [];
  const car = cars.find((item) => item.id === carId) ?? cars[0];
  const fitting = car ? show.classes.filter((showClass) => carFitsClass(showClass, car)) : [];
  const chosenClass = fitting.find((item) => item.id === classId) ?? fitting[0];
  const labelOf = (item: { year: number; modelSlug: string; trim: string | null }) => carName(item.year, nameOf(item.modelSlug), item.trim);

  const enter = async () => {
    if (!car || !chosenClass || pending) return;
    setPending(true);
    setRefusal(null);
    try {
      const answer = await submitShowWrite(entryWrite(show.eventId, car.id, chosenClass.id, labelOf(car)), member);
      if (answer.result === 'refused') return setRefusal(answer.message);
      void keepShowOnDevice(show.eventId);
      const entry = answer.result === 'sent' && answer.sent?.kind === 'show-entry' ? answer.sent.entry : undefined;
      if (entry) toast({ title: entry.status === 'waitlisted' ? showWriteTexts.waitlisted : showWriteTexts.entered(entry.carNumber) });
      else toast({ title: showWriteTexts.savedOnDevice, description: showWriteTexts.sentWhenOnline });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="show-panel card" aria-labelledby="enter-car-title">
      <h2 id="enter-car-title">{showWriteTexts.enterCar}</h2>
      {!show.registrationOpen ? (
        <p>{showTexts.registrationClosed}</p>
      ) : garage.isPending ? (
        <p>Loading your garage…</p>
      ) : cars.length === 0 && !garage.isSuccess ? (
        // Not read (no signal, nothing kept): the garage is unknown, not empty.
        <p>{showWriteTexts.garageUnavailable}</p>
      ) : cars.length === 0 ? (
        <>
          <p>{showWriteTexts.noCars}</p>
          <ButtonLink to="/profile">{showWriteTexts.addCarToGarage}</ButtonLink>
        </>
      ) : (
        <form
          className="show-panel__form"
          onSubmit={(event) => {
            event.preventDefault();
            void enter();
          }}
        >
          <SelectField
            label={showWriteTexts.yourCar}
            value={car?.id ?? ''}
            options={cars.map((item) => ({ value: item.id, label: labelOf(item) }))}
            onChange={(event) => setCarId(event.target.value)}
          />
          {fitting.length === 0 ? (
            <p role="status">{showWriteTexts.noFittingClass}</p>
          ) : (
            <SelectField
              label={showWriteTexts.showClass}
              value={chosenClass?.id ?? ''}
              options={fitting.map((item) => ({ value: item.id, label: item.name }))}
              onChange={(event) => setClassId(event.target.value)}
            />
          )}
          {refusal && (
            <p className="show-panel__error" role="alert">
              {refusal}
            </p>
          )}
          <div>
            <Button type="submit" disabled={fitting.length === 0} aria-disabled={pending || undefined}>
              {showWriteTexts.enterCarButton}
            </Button>
          </div>
          <p className="show-panel__hint">
            <ButtonLink variant="ghost" size="sm" to="/profile">
              {showWriteTexts.addCarToGarage}
            </ButtonLink>
          </p>
        </form>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { EVENT_STATUSES } from '@shared/events/status';
import type { EventData } from '@shared/events/schemas';
import { useZodForm } from '@/ui/form/useZodForm';
import { parseEventForm, type EventFormValues } from '../eventFormValues';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/SelectField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { PriceField } from './PriceField';

interface EventFormProps {
  initialValues: EventFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Submitting is off (e.g. editing while offline); the form still shows. */
  disabled?: boolean;
  /** Editing only: an organizer may mark the event completed. */
  showStatus?: boolean;
  /** The photo section, between the details and the buttons. */
  photos: ReactNode;
  /** More choices after the photos (the "Car show" box). */
  extras?: ReactNode;
  onSubmit: (data: EventData) => void;
  onCancel: () => void;
}

const statusOptions = EVENT_STATUSES.map((status) => ({ value: status, label: status === 'upcoming' ? 'Upcoming' : 'Completed' }));

/** docs/product/validation.md event form: checked with the shared schema (its exact messages), then handed to the page. */
export function EventForm(props: EventFormProps) {
  const {
    initialValues,
    submitLabel,
    pendingLabel,
    pending,
    disabled = false,
    showStatus = false,
    photos,
    extras,
    onSubmit,
    onCancel,
  } = props;
  const { values, errors, set, field, handleSubmit } = useZodForm({ initialValues, parse: parseEventForm });
  const submit = handleSubmit(onSubmit, { skip: pending || disabled });

  return (
    <form className="event-form card" noValidate onSubmit={submit}>
      <TextField label="Title" required maxLength={200} {...field('title')} />
      <TextAreaField label="Description" required rows={5} {...field('description')} />
      <div className="event-form__grid">
        <TextField label="Date and time" type="datetime-local" required {...field('eventDate')} />
        <TextField
          label="Location"
          required
          maxLength={200}
          hint="The venue or meeting point, e.g. Woodward Dream Cruise lot"
          {...field('location')}
        />
        <TextField label="Address" autoComplete="street-address" maxLength={200} {...field('address')} />
        <TextField label="City" autoComplete="address-level2" maxLength={100} {...field('city')} />
        <TextField label="State" autoComplete="address-level1" maxLength={50} {...field('state')} />
        <TextField label="Zip Code" autoComplete="postal-code" maxLength={20} {...field('zipCode')} />
        <TextField label="Contact Email" type="email" autoComplete="email" maxLength={254} {...field('contactEmail')} />
        <TextField label="Contact Phone" type="tel" autoComplete="tel" maxLength={40} {...field('contactPhone')} />
        <TextField label="Max Attendees" type="number" inputMode="numeric" min={1} step={1} {...field('maxAttendees')} />
        {showStatus && (
          <SelectField
            label="Status"
            name="status"
            options={statusOptions}
            value={values.status}
            onChange={(event) => set('status', event.target.value === 'completed' ? 'completed' : 'upcoming')}
          />
        )}
      </div>
      <PriceField
        isFree={values.isFree}
        price={values.price}
        error={errors.price}
        onFreeChange={(isFree) => set('isFree', isFree)}
        onPriceChange={(price) => set('price', price)}
      />
      {photos}
      {extras}
      <div className="event-form__actions">
        <Button type="submit" disabled={disabled} aria-disabled={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

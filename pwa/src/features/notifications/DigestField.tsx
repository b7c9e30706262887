import { DIGEST_FREQUENCIES, type DigestFrequency } from '@shared/notifications/kinds';
import { notificationTexts } from '@shared/notifications/texts';
import { SelectField } from '@/ui/SelectField';

const LABELS: Record<DigestFrequency, string> = { daily: 'Daily', weekly: 'Weekly', off: 'Off' };
const OPTIONS = DIGEST_FREQUENCIES.map((frequency) => ({ value: frequency, label: LABELS[frequency] }));
const isFrequency = (value: string): value is DigestFrequency => (DIGEST_FREQUENCIES as readonly string[]).includes(value);

/** The digest email's frequency: daily, weekly or off, with what it gathers. */
export function DigestField({
  value,
  disabled,
  onChange,
}: {
  value: DigestFrequency;
  disabled: boolean;
  onChange: (digest: DigestFrequency) => void;
}) {
  return (
    <div className="notification-settings__digest">
      <SelectField
        label={notificationTexts.digestLabel}
        options={OPTIONS}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (isFrequency(event.target.value)) onChange(event.target.value);
        }}
      />
      <p className="notification-settings__hint">{notificationTexts.digestHint}</p>
      <p className="notification-settings__hint">{notificationTexts.emailHint}</p>
    </div>
  );
}

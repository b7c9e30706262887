import { useState, type ChangeEvent, type FormEvent } from 'react';
import { VIN_MAX_LENGTH, vinTexts } from '@shared/vin/texts';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';

interface VinFormProps {
  /** The VIN in the URL: the field follows it when the URL changes (back and forward). */
  urlVin: string;
  onDecode: (vin: string) => void;
}

/** The labelled VIN field (max 17 characters, upper-cased as typed) and the Decode button. */
export function VinForm({ urlVin, onDecode }: VinFormProps) {
  const [draft, setDraft] = useState(urlVin);
  const [shownUrlVin, setShownUrlVin] = useState(urlVin);
  const [error, setError] = useState<string>();

  if (urlVin !== shownUrlVin) {
    setShownUrlVin(urlVin);
    setDraft(urlVin);
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      // Upper-case in place and keep the caret where the user is typing.
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    setDraft(upper);
    if (error) setError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const vin = draft.trim().toUpperCase();
    if (!vin) {
      setError(vinTexts.emptyError);
      const field = event.currentTarget.elements.namedItem('vin');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    onDecode(vin);
  };

  return (
    <form className="vin-form card" noValidate onSubmit={onSubmit} aria-label="Decode a VIN">
      <TextField
        className="vin-form__field"
        label={vinTexts.inputLabel}
        name="vin"
        value={draft}
        onChange={onChange}
        maxLength={VIN_MAX_LENGTH}
        placeholder={vinTexts.inputPlaceholder}
        hint={vinTexts.inputHint}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
      />
      <Button type="submit" className="vin-form__submit">
        {vinTexts.decode}
      </Button>
    </form>
  );
}

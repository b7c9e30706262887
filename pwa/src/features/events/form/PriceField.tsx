import { useId } from 'react';
import { formatCents } from '@shared/format/number';
import { TextField } from '@/ui/TextField';

interface PriceFieldProps {
  isFree: boolean;
  price: string;
  error?: string;
  onFreeChange: (isFree: boolean) => void;
  onPriceChange: (price: string) => void;
}

/** docs/product/validation.md: free by default; the price, entered in cents, shows only when the event is not free. */
export function PriceField({ isFree, price, error, onFreeChange, onPriceChange }: PriceFieldProps) {
  const checkboxId = useId();
  const cents = Number(price);
  const inDollars =
    price.trim() !== '' && Number.isInteger(cents) && cents >= 0 ? `That is ${formatCents(cents)}.` : 'For example 1500 for $15.00.';
  return (
    <div className="price-field">
      <div className="checkbox-field">
        <input id={checkboxId} type="checkbox" name="isFree" checked={isFree} onChange={(event) => onFreeChange(event.target.checked)} />
        <label htmlFor={checkboxId}>Free event</label>
      </div>
      {!isFree && (
        <TextField
          label="Price (in cents)"
          name="price"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={price}
          error={error}
          hint={inDollars}
          onChange={(event) => onPriceChange(event.target.value)}
        />
      )}
    </div>
  );
}

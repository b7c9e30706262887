import { useId } from 'react';
import { Switch } from '@/ui/Switch';

interface FeaturedFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function FeaturedField({ checked, onChange }: FeaturedFieldProps) {
  const id = useId();
  return (
    <div className="switch-field">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id}>Featured on home page</label>
    </div>
  );
}

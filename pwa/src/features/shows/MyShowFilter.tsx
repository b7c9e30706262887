import { useId } from 'react';
import { Switch } from '@/ui/Switch';

/** "My show": shows only what is starred on this device. */
export function MyShowFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="show-filter">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id}>My show only</label>
    </div>
  );
}

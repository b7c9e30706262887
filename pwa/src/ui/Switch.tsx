import type { ButtonHTMLAttributes } from 'react';
import './switch.css';

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'onChange' | 'type'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * An on/off switch (WAI-ARIA switch pattern). Give it a name with aria-label,
 * aria-labelledby or a <label htmlFor> pointing at its id.
 */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={['switch', className].filter(Boolean).join(' ')}
      onClick={() => onCheckedChange(!checked)}
      {...props}
    >
      <span className="switch__thumb" aria-hidden="true" />
    </button>
  );
}

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline-light' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['button', `button--${variant}`, `button--${size}`, extra].filter(Boolean).join(' ');
}

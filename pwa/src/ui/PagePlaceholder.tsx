import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

interface PagePlaceholderProps {
  title: string;
  /** What the finished page will offer, in one line. */
  summary?: string;
  children?: ReactNode;
}

/** An honest stand-in for a section that is still being built. */
export function PagePlaceholder({ title, summary, children }: PagePlaceholderProps) {
  usePageTitle(title);
  return (
    <section className="page placeholder" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {summary && <p className="placeholder__summary">{summary}</p>}
      <p className="placeholder__note">This section is being built.</p>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
  /** Shown under the lead, e.g. a live NetworkRequiredNotice; kept out of the card's grid so an empty one adds no gap. */
  notice?: ReactNode;
}

export function AuthCard({ title, lead, children, footer, notice }: AuthCardProps) {
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card card">
        <div>
          <h1 id="auth-title">{title}</h1>
          <p className="auth-card__lead">{lead}</p>
          {notice}
        </div>
        {children}
        <p className="auth-card__switch">{footer}</p>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}

export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card card">
        <div>
          <h1 id="auth-title">{title}</h1>
          <p className="auth-card__lead">{lead}</p>
        </div>
        {children}
        <p className="auth-card__switch">{footer}</p>
      </div>
    </section>
  );
}

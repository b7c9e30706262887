import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';
import { usePageTitle } from './usePageTitle';

interface NotFoundStateProps {
  title: string;
  message: string;
  linkTo: string;
  linkLabel: string;
  /** Where else to go, e.g. the years a model does have. */
  children?: ReactNode;
}

/** A page's "… Not Found" (a model, year, trim, post, event or member) with the way back one level up. */
export function NotFoundState({ title, message, linkTo, linkLabel, children }: NotFoundStateProps) {
  usePageTitle(title);
  return (
    <section className="page placeholder" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{message}</p>
      {children}
      <div>
        <ButtonLink to={linkTo}>{linkLabel}</ButtonLink>
      </div>
    </section>
  );
}

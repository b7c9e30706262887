import type { ReactNode } from 'react';
import { ButtonLink } from '@/ui/ButtonLink';
import { usePageTitle } from '@/ui/usePageTitle';

interface CatalogueNotFoundProps {
  title: string;
  message: string;
  linkTo: string;
  linkLabel: string;
  /** Where else to go, e.g. the years a model does have. */
  children?: ReactNode;
}

/** "Model / Year / Trim Not Found" with the way back one level up. */
export function CatalogueNotFound({ title, message, linkTo, linkLabel, children }: CatalogueNotFoundProps) {
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

import { ButtonLink } from '@/ui/ButtonLink';
import { usePageTitle } from '@/ui/usePageTitle';

interface CatalogueNotFoundProps {
  title: string;
  message: string;
  linkTo: string;
  linkLabel: string;
}

/** "Model / Year / Trim Not Found" with the way back one level up. */
export function CatalogueNotFound({ title, message, linkTo, linkLabel }: CatalogueNotFoundProps) {
  usePageTitle(title);
  return (
    <section className="page placeholder" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{message}</p>
      <div>
        <ButtonLink to={linkTo}>{linkLabel}</ButtonLink>
      </div>
    </section>
  );
}

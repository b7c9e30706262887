import { ButtonLink } from '@/ui/ButtonLink';
import { usePageTitle } from '@/ui/usePageTitle';

/** Any unknown address (docs/product/screens.md, errors.md). */
export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="page placeholder" aria-labelledby="page-title">
      <h1 id="page-title">404 Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div>
        <ButtonLink to="/">Go Home</ButtonLink>
      </div>
    </section>
  );
}

import { COMMUNITY_GROUP_URL } from '@shared/layout/nav';
import { ButtonLink } from '@/ui/ButtonLink';
import { ExternalLink } from '@/ui/ExternalLink';
import { buttonClass } from '@/ui/buttonClass';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__eyebrow">Classic Pontiacs, 1958-1989</p>
      <h1 id="hero-title">The home of the Pontiac enthusiast</h1>
      <p className="hero__lead">
        Browse every model from the Bonneville to the Fiero, decode your VIN, check what your car is worth and talk shop with owners who
        have been there.
      </p>
      <div className="hero__actions">
        <ButtonLink to="/pontiac" size="lg">
          Browse Models
        </ButtonLink>
        <ButtonLink to="/community" size="lg" variant="outline-light">
          Join the Community
        </ButtonLink>
        <ExternalLink href={COMMUNITY_GROUP_URL} className={buttonClass('ghost', 'lg', 'hero__group')}>
          Our Facebook Group
        </ExternalLink>
      </div>
    </section>
  );
}

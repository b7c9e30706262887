import { Link } from 'react-router-dom';
import { formatCompactCount } from '@shared/format/view-count';
import { useHydrated } from '@/ui/useHydrated';
import { FIRST_TOPIC, HOME_STATS } from './stats';
import { useSiteStats } from './useSiteStats';

/**
 * The live counts once they are known; the documented fixed texts before. The first render after a prerendered page
 * always uses the fixed texts, as the build did, even if counts were restored from the device by then: hydration
 * needs the same HTML, and the counts follow in the next render. A fresh site shows an invitation, not "0 Posts".
 */
export function StatsStrip() {
  const hydrated = useHydrated();
  const { data } = useSiteStats();
  const counts = hydrated ? data : undefined;
  return (
    <section className="stats" aria-label="Community in numbers">
      <dl className="stats__list">
        {HOME_STATS.map((stat) => {
          const count = counts?.[stat.key];
          return (
            <div key={stat.key} className="stats__item">
              <dt className="stats__label">{count === 1 ? stat.one : stat.label}</dt>
              {stat.key === 'posts' && count === 0 ? (
                <dd className="stats__value stats__value--invite">
                  <Link to={FIRST_TOPIC.to}>{FIRST_TOPIC.label}</Link>
                </dd>
              ) : (
                <dd className="stats__value">{count === undefined ? stat.value : formatCompactCount(count)}</dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}

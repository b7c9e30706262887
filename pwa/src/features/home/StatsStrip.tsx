import { formatCompactCount } from '@shared/format/view-count';
import { useHydrated } from '@/ui/useHydrated';
import { HOME_STATS } from './stats';
import { useSiteStats } from './useSiteStats';

/**
 * The live counts once they are known; the SPEC's fixed texts before. The first render after a prerendered page
 * always uses the fixed texts, as the build did, even if counts were restored from the device by then: hydration
 * needs the same HTML, and the counts follow in the next render.
 */
export function StatsStrip() {
  const hydrated = useHydrated();
  const { data } = useSiteStats();
  const counts = hydrated ? data : undefined;
  return (
    <section className="stats" aria-label="Community in numbers">
      <dl className="stats__list">
        {HOME_STATS.map((stat) => (
          <div key={stat.key} className="stats__item">
            <dt className="stats__label">{stat.label}</dt>
            <dd className="stats__value">{counts ? formatCompactCount(counts[stat.key]) : stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

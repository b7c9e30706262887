import { NavLink } from 'react-router-dom';
import { GroupLink } from '@/layout/GroupLink';
import { useCommunities } from './useForumQueries';

/** docs/product/screens.md Community: the fixed rules, word for word. */
const RULES = [
  'Be respectful and civil',
  'Keep posts relevant',
  'No spam or self-promotion',
  'Provide sources for claims',
  'Mark NSFW content appropriately',
] as const;

/** The communities, the fixed rules and the social group banner. */
export function CommunitySidebar() {
  const { data: communities } = useCommunities();
  return (
    <aside className="community-sidebar" aria-label="Community">
      <section className="card community-sidebar__box" aria-labelledby="communities-title">
        <h2 id="communities-title">Communities</h2>
        <ul className="community-sidebar__list">
          <li>
            <NavLink to="/community" end>
              All communities
            </NavLink>
          </li>
          {communities?.map((community) => (
            <li key={community.slug}>
              <NavLink to={`/community/${encodeURIComponent(community.slug)}`}>{community.name}</NavLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="card community-sidebar__box" aria-labelledby="rules-title">
        <h2 id="rules-title">Community Rules</h2>
        <ol className="community-sidebar__rules">
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <section className="card community-sidebar__box community-banner" aria-labelledby="group-title">
        <h2 id="group-title">Join our social group</h2>
        <p>Share photos and meet other owners in the Pontiac enthusiasts group.</p>
        <GroupLink className="community-banner__link" />
      </section>
    </aside>
  );
}

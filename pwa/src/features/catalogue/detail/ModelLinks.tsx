import { Link } from 'react-router-dom';

interface ModelLinksProps {
  slug: string;
  name: string;
}

export function ModelLinks({ slug, name }: ModelLinksProps) {
  return (
    <section className="catalogue-panel card" aria-labelledby="explore-title">
      <h2 id="explore-title">Explore More</h2>
      <ul className="link-list">
        <li>
          <Link to={`/community/${encodeURIComponent(slug)}`}>Talk about the {name} in the community</Link>
        </li>
        <li>
          <Link to={`/compare?${new URLSearchParams({ model: slug }).toString()}`}>Compare the {name} with other models</Link>
        </li>
      </ul>
    </section>
  );
}

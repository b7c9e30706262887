import { Link } from 'react-router-dom';
import { Icon } from '@/ui/Icon';
import { HOME_TOOLS } from './tools';

export function ToolCards() {
  return (
    <section className="home-section" aria-labelledby="tools-title">
      <div className="home-section__head">
        <h2 id="tools-title">Owner Tools</h2>
      </div>
      <ul className="card-grid card-grid--3">
        {HOME_TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to} className="tool-card card">
              <span className="tool-card__icon">
                <Icon name={tool.icon} size={24} />
              </span>
              <h3 className="tool-card__title">{tool.title}</h3>
              <p className="tool-card__text">{tool.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

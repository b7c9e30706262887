import type { TrimDetail } from '@shared/catalogue/reference-responses';
import { SourcesList } from '../SourcesList';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { Tabs } from '@/ui/Tabs';
import { LastRefreshed } from '@/mirror/LastRefreshed';
import { usePageTitle } from '@/ui/usePageTitle';
import { NotesList } from './NotesList';
import { SpecsPanel } from './SpecsPanel';

/** "1967 GTO" when the trim carries the model's name, else "1967 Firebird Esprit". */
function trimTitle({ year, model, name }: TrimDetail): string {
  return name.toLowerCase().startsWith(model.name.toLowerCase()) ? `${year} ${name}` : `${year} ${model.name} ${name}`;
}

/** `fromMirror`: answered from the offline copy, so say how old it is. */
export function TrimView({ trim, fromMirror = false }: { trim: TrimDetail; fromMirror?: boolean }) {
  const title = trimTitle(trim);
  const modelPath = `/pontiac/${encodeURIComponent(trim.model.slug)}`;
  usePageTitle(title);

  return (
    <article className="page catalogue" aria-labelledby="page-title">
      {fromMirror && <LastRefreshed />}
      <header className="catalogue-head">
        <Breadcrumbs
          items={[
            { label: 'Models', to: '/pontiac' },
            { label: trim.model.name, to: modelPath },
            { label: String(trim.year), to: `${modelPath}/${trim.year}` },
            { label: trim.name },
          ]}
        />
        <h1 id="page-title">{title}</h1>
        <p className="catalogue-head__lead">Specifications, common issues and restoration tips for the {title}.</p>
      </header>
      <Tabs
        label={`${title} details`}
        items={[
          { id: 'specs', label: 'Specifications', content: <SpecsPanel trim={trim} /> },
          {
            id: 'issues',
            label: 'Common Issues',
            content: <NotesList notes={trim.issues} empty="No common issues have been recorded for this trim yet." />,
          },
          {
            id: 'tips',
            label: 'Restoration Tips',
            content: <NotesList notes={trim.tips} empty="No restoration tips have been added for this trim yet." />,
          },
        ]}
      />
      <SourcesList sources={trim.sources} headingId="trim-sources-title" />
    </article>
  );
}

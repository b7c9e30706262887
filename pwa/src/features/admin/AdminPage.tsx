import { useState } from 'react';
import type { AdminStats } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { formatCount } from '@shared/format/number';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { Tabs, type TabItem } from '@/ui/Tabs';
import { usePageTitle } from '@/ui/usePageTitle';
import { useCurrentUser } from '@/features/auth';
import { ActivityTab } from './activity/ActivityTab';
import { DiyVideosTab } from './diy/DiyVideosTab';
import { AdminMenu } from './AdminMenu';
import { PicturesTab } from './pictures/PicturesTab';
import { SalesTab } from './sales/SalesTab';
import { ReportsTab } from './reports/ReportsTab';
import { useAdminStats } from './reports/useReports';
import { SourcesTab } from './sources/SourcesTab';
import { SystemTab } from './system/SystemTab';
import { UsersTab } from './users/UsersTab';
import { ValuationsTab } from './valuations/ValuationsTab';
import './admin-panel.css';

const counters: Array<{ key: keyof AdminStats; label: string }> = [
  { key: 'totalUsers', label: adminTexts.totalUsers },
  { key: 'totalPosts', label: adminTexts.totalPosts },
  { key: 'totalReports', label: adminTexts.totalReports },
  { key: 'pendingReports', label: adminTexts.pendingReports },
];

function Counters() {
  const stats = useAdminStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <LoadError what="The counters" onRetry={() => void stats.refetch()} />;
  return (
    <ul className="admin-stats" aria-label="Counters">
      {counters.map(({ key, label }) => (
        <li key={key}>
          <span className="admin-stats__value">{formatCount(stats.data[key])}</span> <span className="admin-stats__label">{label}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin (docs/product/screens.md Admin panel): counters, the quick action to model management and the tabs. Moderators see
 * only the Reports tab (the server enforces the same split: shared/community/permissions, api/admin).
 */
export default function AdminPage() {
  usePageTitle(adminTexts.title);
  const { isAdmin } = useCurrentUser();
  // Only the shown tab's content is mounted, so hidden tabs load nothing.
  const [shown, setShown] = useState('reports');
  const tabs: TabItem[] = [
    { id: 'reports', label: adminTexts.tabs.reports, content: <ReportsTab /> },
    ...(isAdmin
      ? [
          { id: 'users', label: adminTexts.tabs.users, content: <UsersTab /> },
          { id: 'sources', label: adminTexts.tabs.sources, content: <SourcesTab /> },
          { id: 'diy', label: adminTexts.tabs.diy, content: <DiyVideosTab /> },
          { id: 'valuations', label: adminTexts.tabs.values, content: <ValuationsTab /> },
          { id: 'pictures', label: adminTexts.tabs.pictures, content: <PicturesTab /> },
          { id: 'sales', label: adminTexts.tabs.sales, content: <SalesTab /> },
          { id: 'activity', label: adminTexts.tabs.activity, content: <ActivityTab /> },
          { id: 'system', label: adminTexts.tabs.system, content: <SystemTab /> },
        ]
      : []),
  ];
  return (
    <section className="page admin-panel" aria-labelledby="page-title">
      <AdminMenu />
      <div className="admin-panel__title-row">
        <h1 id="page-title">{adminTexts.title}</h1>
        {isAdmin && <ButtonLink to="/admin/models">{adminTexts.manageModels}</ButtonLink>}
      </div>
      <Counters />
      <Tabs
        label={adminTexts.title}
        items={tabs.map((tab) => ({ ...tab, content: tab.id === shown ? tab.content : null }))}
        defaultTab={shown}
        onSelect={setShown}
      />
    </section>
  );
}

import type { DiyVideo } from '@shared/diy/schemas';
import { youtubeWatchUrl } from '@shared/diy/schemas';
import { formatIsoDuration } from '@shared/format/duration';
import { Button } from '@/ui/Button';
import { ExternalLink } from '@/ui/ExternalLink';

export type DiyVideoAction = 'edit' | 'delete';

interface DiyVideoRowProps {
  video: DiyVideo;
  /** Model names by slug, for the tags. */
  modelNames: ReadonlyMap<string, string>;
  offline: boolean;
  onAction: (action: DiyVideoAction) => void;
}

export function DiyVideoRow({ video, modelNames, offline, onAction }: DiyVideoRowProps) {
  const context = <span className="visually-hidden"> {video.title}</span>;
  return (
    <tr>
      <th scope="row">
        <ExternalLink href={youtubeWatchUrl(video.youtubeId)}>{video.title}</ExternalLink>
        <div>
          <code>{video.youtubeId}</code>
        </div>
      </th>
      <td className="diy-admin__capitalised">{video.category}</td>
      <td className="diy-admin__capitalised">{video.difficulty}</td>
      <td>{video.modelSlugs.map((slug) => modelNames.get(slug) ?? slug).join(', ') || '—'}</td>
      <td>{formatIsoDuration(video.duration) ?? '—'}</td>
      <td>
        <div className="admin-table__actions">
          <Button variant="secondary" size="sm" onClick={() => onAction('edit')} disabled={offline}>
            Edit{context}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onAction('delete')} disabled={offline}>
            Delete{context}
          </Button>
        </div>
      </td>
    </tr>
  );
}

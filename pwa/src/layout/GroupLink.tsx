import { COMMUNITY_GROUP_LABEL, COMMUNITY_GROUP_URL } from '@shared/layout/nav';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/Icon';

interface GroupLinkProps {
  className?: string;
}

/** The external social-media group, opened in a new tab. */
export function GroupLink({ className }: GroupLinkProps) {
  return (
    <ExternalLink href={COMMUNITY_GROUP_URL} className={className}>
      {COMMUNITY_GROUP_LABEL}
      <Icon name="external" size={14} className="external-icon" />
    </ExternalLink>
  );
}

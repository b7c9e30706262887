import { Link } from 'react-router-dom';
import { blockingTexts, type BlockedMember } from '@shared/users/blocking';
import { serverMessage } from '@/http/errorMessage';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { toast } from '@/ui/toast/toastStore';
import { useBlockedMembers } from './useBlockedMembers';
import './blocking.css';

/** The members `viewerId` (signed in) blocked, each with a link to their profile and Unblock (online only). */
export function BlockedMembersSection({ viewerId }: { viewerId: string }) {
  const online = useOnlineStatus();
  const { blocked, unblock } = useBlockedMembers(viewerId);
  const doUnblock = (member: BlockedMember) =>
    unblock.mutate(member, {
      onSuccess: () => toast({ title: blockingTexts.unblocked(member.name) }),
      onError: (error) => toast({ variant: 'destructive', title: blockingTexts.unblockFailed, description: serverMessage(error) }),
    });
  return (
    <section className="blocked-members card" aria-labelledby="blocked-members-title">
      <h2 id="blocked-members-title">{blockingTexts.listTitle}</h2>
      <p className="blocked-members__hint">{blockingTexts.listHint}</p>
      <NetworkRequiredNotice message={blockingTexts.needsConnection} />
      {blocked.data ? (
        blocked.data.length === 0 ? (
          <p className="blocked-members__empty">{blockingTexts.listEmpty}</p>
        ) : (
          <ul className="blocked-members__list">
            {blocked.data.map((member) => (
              <li key={member.id} className="blocked-members__item">
                <Link to={`/profile/${encodeURIComponent(member.username)}`}>{member.name}</Link>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={blockingTexts.unblockLabel(member.name)}
                  disabled={!online || unblock.isPending}
                  onClick={() => doUnblock(member)}
                >
                  {blockingTexts.unblock}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : blocked.isPending ? (
        <LoadingState />
      ) : (
        <LoadError what="The members you blocked" onRetry={() => void blocked.refetch()} />
      )}
    </section>
  );
}

import { useState } from 'react';
import { blockingTexts, type BlockedMember } from '@shared/users/blocking';
import { serverMessage } from '@/http/errorMessage';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { toast } from '@/ui/toast/toastStore';
import { useCurrentUser } from '@/features/auth';
import { useBlockedMembers } from './useBlockedMembers';
import './blocking.css';

/** What the list of blocked members keeps of a member (a profile carries more). */
const listed = ({ id, username, name, avatarUrl }: BlockedMember): BlockedMember => ({ id, username, name, avatarUrl });

/**
 * On another member's profile, for a signed-in member: Block (after a confirmation) or Unblock. Online only: offline
 * the button is disabled and says why.
 */
export function BlockMemberButton({ member }: { member: BlockedMember }) {
  const { user } = useCurrentUser();
  if (!user || user.id === member.id) return null;
  return <BlockToggle viewerId={user.id} member={listed(member)} />;
}

function BlockToggle({ viewerId, member }: { viewerId: string; member: BlockedMember }) {
  const online = useOnlineStatus();
  const { blocked, block, unblock } = useBlockedMembers(viewerId);
  const [confirming, setConfirming] = useState(false);
  const isBlocked = blocked.data?.some((item) => item.id === member.id) ?? false;
  const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: serverMessage(error) });
  const confirmBlock = () =>
    block.mutate(member, {
      onSuccess: () => toast({ title: blockingTexts.blocked(member.name) }),
      onError: failed(blockingTexts.blockFailed),
      onSettled: () => setConfirming(false),
    });
  const doUnblock = () =>
    unblock.mutate(member, {
      onSuccess: () => toast({ title: blockingTexts.unblocked(member.name) }),
      onError: failed(blockingTexts.unblockFailed),
    });
  return (
    <div className="block-member">
      <Button
        variant="secondary"
        // Until the list is known, neither label would be sure.
        disabled={!online || blocked.data === undefined || unblock.isPending}
        onClick={isBlocked ? doUnblock : () => setConfirming(true)}
      >
        {isBlocked ? blockingTexts.unblock : blockingTexts.block}
      </Button>
      {!online && <p className="block-member__offline">{blockingTexts.needsConnection}</p>}
      {confirming && (
        <ConfirmDialog
          title={blockingTexts.blockTitle(member.name)}
          message={blockingTexts.blockMessage(member.name)}
          confirmLabel={blockingTexts.block}
          pendingLabel={blockingTexts.blocking}
          pending={block.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmBlock}
        />
      )}
    </div>
  );
}

import { DropdownMenu } from '../menu/DropdownMenu';
import type { MenuItemSpec } from '../menu/types';
import { buttonClass } from '../buttonClass';
import { useShareLink, type ShareTarget } from './useShareLink';

interface ShareMenuProps {
  target: ShareTarget;
  /** What is being shared, added to the trigger's accessible name, e.g. "GTO". */
  subject: string;
}

/** A Share button opening a menu: the device's share sheet (when it has one) and Copy link. */
export function ShareMenu({ target, subject }: ShareMenuProps) {
  const { share, copyLink, copied, canShareNatively } = useShareLink();
  const items: MenuItemSpec[] = [
    ...(canShareNatively ? [{ kind: 'action', label: 'Share via...', onSelect: () => void share(target) } satisfies MenuItemSpec] : []),
    { kind: 'action', label: 'Copy link', onSelect: () => void copyLink(target.url) },
  ];
  return (
    <DropdownMenu
      trigger={
        copied ? (
          'Link copied'
        ) : (
          <>
            Share<span className="visually-hidden"> {subject}</span>
          </>
        )
      }
      triggerClassName={buttonClass('secondary')}
      menuLabel="Share"
      items={items}
    />
  );
}

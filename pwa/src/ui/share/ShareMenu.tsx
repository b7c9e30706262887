import { DropdownMenu } from '../menu/DropdownMenu';
import type { MenuItemSpec } from '../menu/types';
import { buttonClass } from '../buttonClass';
import { useShareLink, type ShareTarget } from './useShareLink';

/** What is shared: its address is `path` on this site, or the page's own address (read as it is shared, never in a render). */
export type ShareMenuTarget = Omit<ShareTarget, 'url'> & { path?: string };

interface ShareMenuProps {
  target: ShareMenuTarget;
  /** What is being shared, added to the trigger's accessible name, e.g. "GTO". */
  subject: string;
}

/** A Share button opening a menu: the device's share sheet (when it has one) and Copy link. */
export function ShareMenu({ target, subject }: ShareMenuProps) {
  const { share, copyLink, copied, canShareNatively } = useShareLink();
  // Read when chosen: the page is also rendered on the server (app/serverRender.tsx), which has no window.
  const url = () => (target.path === undefined ? window.location.href : new URL(target.path, window.location.origin).href);
  const items: MenuItemSpec[] = [
    ...(canShareNatively
      ? [
          {
            kind: 'action',
            label: 'Share via...',
            onSelect: () => void share({ title: target.title, text: target.text, url: url() }),
          } satisfies MenuItemSpec,
        ]
      : []),
    { kind: 'action', label: 'Copy link', onSelect: () => void copyLink(url()) },
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

import { Fragment } from 'react';
import { ExternalLink } from '@/ui/ExternalLink';
import { linkParts } from './linkParts';

/**
 * Member-written text as text nodes only (never HTML): line breaks are kept by the CSS (pre-wrap) and
 * http(s) addresses become links that open in a new tab.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={['linkified-text', className].filter(Boolean).join(' ')}>
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <ExternalLink key={index} href={part.href}>
            {part.href}
          </ExternalLink>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </div>
  );
}

import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@/ui/ExternalLink';
import { linkParts } from './linkParts';

/**
 * Member-written text as text nodes only (never HTML): line breaks are kept by the CSS (pre-wrap) and
 * http(s) addresses become links that open in a new tab; an @mention links to the member's profile.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={['linkified-text', className].filter(Boolean).join(' ')}>
      {linkParts(text).map((part, index) => {
        if (part.kind === 'link') {
          return (
            <ExternalLink key={index} href={part.href}>
              {part.href}
            </ExternalLink>
          );
        }
        if (part.kind === 'mention') {
          return (
            <Link key={index} className="mention" to={`/profile/${encodeURIComponent(part.username)}`}>
              {part.text}
            </Link>
          );
        }
        return <Fragment key={index}>{part.text}</Fragment>;
      })}
    </div>
  );
}

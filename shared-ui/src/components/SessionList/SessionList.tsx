import type { AccountSession } from '@greencart/contracts';
import { formatDateTime } from '@greencart/contracts';
import { Button } from '../Button/Button';
import { classNames } from '../Field/classNames';
import './SessionList.css';

/** Props of {@link SessionList}. */
export interface SessionListProps {
  /** The account's open sessions (`GET /api/user/sessions` or `/api/seller/me/sessions`). */
  sessions: readonly AccountSession[];
  /** Ends one session (never offered for the current one: that is what Logout is for). */
  onEnd: (id: string) => void;
  /** The session being ended, whose button shows a spinner. */
  endingId?: string | null;
  /** The list's words and date locale in the page's language (English by default). */
  labels?: {
    loggedIn?: string;
    thisDevice?: string;
    logOut?: string;
    logOutLabel?: (since: string) => string;
    locale?: string;
  };
  className?: string;
}

/**
 * Where the account is logged in: one line per open session, when it began (in the shop's
 * time), the current one marked "(this device)", each other one with its own "Log out" named
 * by that time for screen readers. Shared by the shopper's and the staff member's account pages.
 */
export function SessionList({
  sessions,
  onEnd,
  endingId,
  labels = {},
  className,
}: SessionListProps) {
  return (
    <ul className={classNames('gc-session-list', className)}>
      {sessions.map((session) => {
        const since = formatDateTime(
          session.createdAt,
          labels.locale ? { locale: labels.locale } : undefined,
        );
        return (
          <li key={session.id}>
            <span>
              {labels.loggedIn ?? 'Logged in'} <time dateTime={session.createdAt}>{since}</time>
              {session.current ? ` (${labels.thisDevice ?? 'this device'})` : ''}
            </span>
            {session.current ? null : (
              <Button
                variant="secondary"
                size="sm"
                loading={endingId === session.id}
                aria-label={
                  labels.logOutLabel ? labels.logOutLabel(since) : `Log out the session of ${since}`
                }
                onClick={() => onEnd(session.id)}
              >
                {labels.logOut ?? 'Log out'}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { AUDIT_ACTION_LABELS, type AuditEntry } from '@greencart/contracts';
import { formatDateTime } from '@greencart/shared-ui';
import { Link } from '@greencart/shared-ui/router';
import { recordLogPath } from './auditFilter';
import { RECORD_TYPE_LABELS, fieldChanges, recordPath } from './auditText';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link AuditEntryItem}. */
export interface AuditEntryItemProps {
  entry: AuditEntry;
  /** Name the record (the whole log); a record's own page leaves it out. */
  showRecord?: boolean;
}

/** What the entry touched: its kind and label, a link to its page where there is one. */
function RecordName({ entry }: { entry: AuditEntry }) {
  const t = useSellerT();
  const path = recordPath(entry);
  const label = entry.recordLabel || entry.recordId;
  return (
    <p className="seller-audit__record">
      {t(RECORD_TYPE_LABELS[entry.recordType])}
      {label ? ': ' : null}
      {label && path ? (
        <Link to={path} className="seller-link">
          {label}
        </Link>
      ) : (
        label
      )}{' '}
      <Link to={recordLogPath(entry)} className="seller-link seller-audit__only">
        {t('audit.onlyThisRecord')}
        {/* Each entry's link named apart, for a screen reader's list of links. */}
        <span className="gc-visually-hidden">
          : {t(RECORD_TYPE_LABELS[entry.recordType])} {label}
        </span>
      </Link>
    </p>
  );
}

/**
 * One change of the audit log, as a card: when (the shop's time zone), what, which record,
 * who, and each changed field as "label: before → after" (old struck through, new marked). A list item, so screen readers
 * announce how many changes the list holds.
 */
export function AuditEntryItem({ entry, showRecord = true }: AuditEntryItemProps) {
  const t = useSellerT();
  const changes = fieldChanges(entry);
  return (
    <li className="seller-audit__entry">
      <time className="seller-audit__when" dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </time>
      <div className="seller-audit__what">
        <p className="seller-audit__action">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</p>
        {showRecord ? <RecordName entry={entry} /> : null}
      </div>
      <p className="seller-audit__who">
        <span className="seller-audit__name">{entry.staffName || entry.staffEmail}</span>{' '}
        <span className="seller-audit__email">{entry.staffEmail}</span>
      </p>
      {changes.length > 0 ? (
        <ul className="seller-audit__changes" aria-label={t('audit.changedFields')}>
          {changes.map((change) => (
            <li key={change.field}>
              <span className="seller-audit__field">{change.label}:</span>{' '}
              {change.before === undefined ? (
                change.after
              ) : (
                <>
                  <del className="seller-audit__old">{change.before}</del> →{' '}
                  <ins className="seller-audit__new">{change.after}</ins>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

import { Button } from '@greencart/shared-ui';
import '../../common/common.css';
import { AuditEntryItem } from './AuditEntryItem';
import { useRecordAuditInfiniteQuery, type AuditRecordRef } from './auditApi';
import './audit.css';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link RecordChanges}. */
export interface RecordChangesProps extends AuditRecordRef {
  /** What the record is called in the text, e.g. "product". */
  noun: string;
}

/**
 * "Changes" on a product's or order's page: that record's audit entries, newest first, a page
 * at a time. A role that may not read them (the API answers 403) sees no block at all, and no
 * error toast (the query is silent; another failure is said inside the block).
 */
export function RecordChanges({ recordType, recordId, noun }: RecordChangesProps) {
  const t = useSellerT();
  const {
    data,
    isLoading,
    isError,
    error,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useRecordAuditInfiniteQuery({ recordType, recordId });
  if (isError && (error as { status?: number } | undefined)?.status === 403) return null;

  const titleId = `seller-audit-${recordType}-changes`;
  let content;
  // Plain text, not a spinner: the page's own status line stays its one `status` region.
  if (isLoading) content = <p className="seller-audit__none">{t('audit.loadingTheChanges')}</p>;
  else if (!data) {
    // Not an alert: the page's own content loaded; this block only adds to it.
    content = (
      <div className="seller-load-failed">
        <p>{t('audit.couldNotLoadTheChanges')}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('audit.tryAgain')}
        </Button>
      </div>
    );
  } else {
    const entries = data.pages.flatMap((page) => page.entries);
    content =
      entries.length === 0 ? (
        <p className="seller-audit__none">{t('audit.noStaffChangesToThis', { noun })}</p>
      ) : (
        <>
          <ol className="seller-audit__list seller-audit__list--record" aria-labelledby={titleId}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} showRecord={false} />
            ))}
          </ol>
          {hasNextPage ? (
            <div className="seller-audit__more">
              {isFetchNextPageError ? <p>{t('audit.couldNotLoadMoreChanges')}</p> : null}
              <Button
                variant="secondary"
                size="sm"
                loading={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {t('audit.loadMoreChanges')}
              </Button>
            </div>
          ) : null}
        </>
      );
  }
  return (
    <section className="seller-audit__block" aria-labelledby={titleId}>
      <h2 id={titleId} className="seller-audit__title">
        {t('audit.changes')}
      </h2>
      <p className="seller-audit__intro">{t('audit.whoChangedThisNounNewest', { noun })}</p>
      {content}
    </section>
  );
}

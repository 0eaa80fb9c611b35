import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPES } from '@greencart/contracts';
import { useSearchParams } from '@greencart/shared-ui/router';
import {
  Button,
  EmptyState,
  SelectField,
  Spinner,
  TextField,
  type SelectOption,
} from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import { useStaffAccountsQuery } from '../staff/staffApi';
import { AuditEntryItem } from './AuditEntryItem';
import { useAuditLogInfiniteQuery, type AuditFilter } from './auditApi';
import { AUDIT_PARAMS, auditFilterFrom, dateRangeError, isFiltered } from './auditFilter';
import { RECORD_TYPE_LABELS } from './auditText';
import '../../common/common.css';
import './audit.css';
import { useSellerT } from '../../i18n/catalogue';

const ACTION_OPTIONS: SelectOption[] = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[action],
}));

/** The staff accounts to filter by (deactivated ones too: their changes stay in the log). */
function usePeopleOptions(selected: string | undefined): SelectOption[] {
  const t = useSellerT();
  const { data: accounts = [] } = useStaffAccountsQuery();
  const options = accounts.map((account) => ({
    value: account.id,
    label: t(account.active ? 'audit.personOption' : 'audit.personOptionDeactivated', {
      name: account.name,
      email: account.email,
    }),
  }));
  // A person from a shared link whom the list does not (yet) hold stays selectable.
  if (selected && !accounts.some((account) => account.id === selected)) {
    options.push({ value: selected, label: t('audit.personInTheLink') });
  }
  return options;
}

/** The filters: person, kind of change, record and days. Each is a URL parameter. */
function AuditFilters({
  filter,
  setParam,
  onClear,
}: {
  filter: AuditFilter;
  setParam: (name: string, value: string | undefined) => void;
  onClear: () => void;
}) {
  const t = useSellerT();
  const people = usePeopleOptions(filter.staff);
  const [recordText, setRecordText] = useState(filter.recordId ?? '');
  // The typed record id follows the address when it changes otherwise (cleared, back button).
  const [shownRecordId, setShownRecordId] = useState(filter.recordId);
  if (shownRecordId !== filter.recordId) {
    setShownRecordId(filter.recordId);
    setRecordText(filter.recordId ?? '');
  }
  const applyRecord = () => setParam(AUDIT_PARAMS.recordId, recordText.trim() || undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    applyRecord();
  }

  return (
    <form
      className="seller-audit__filters"
      aria-label={t('audit.filterTheAuditLog')}
      onSubmit={submit}
    >
      <SelectField
        id="audit-staff"
        label={t('audit.person')}
        placeholder={t('audit.everyone')}
        options={people}
        value={filter.staff ?? ''}
        onChange={(event) => setParam(AUDIT_PARAMS.staff, event.target.value || undefined)}
      />
      <SelectField
        id="audit-action"
        label={t('audit.kindOfChange')}
        placeholder={t('audit.everyKind')}
        options={ACTION_OPTIONS}
        value={filter.action ?? ''}
        onChange={(event) => setParam(AUDIT_PARAMS.action, event.target.value || undefined)}
      />
      <SelectField
        id="audit-record-type"
        label={t('audit.recordType')}
        placeholder={t('audit.anyRecord')}
        options={AUDIT_RECORD_TYPES.map((type) => ({
          value: type,
          label: t(RECORD_TYPE_LABELS[type]),
        }))}
        value={filter.recordType ?? ''}
        onChange={(event) => setParam(AUDIT_PARAMS.recordType, event.target.value || undefined)}
      />
      <TextField
        id="audit-record-id"
        label={t('audit.recordIdOrOrderNumber')}
        hint={t('audit.anOrderNumberGc000123')}
        value={recordText}
        onChange={(event) => setRecordText(event.target.value)}
        onBlur={applyRecord}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        id="audit-from"
        type="date"
        label={t('audit.from')}
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(event) => setParam(AUDIT_PARAMS.from, event.target.value || undefined)}
      />
      <TextField
        id="audit-to"
        type="date"
        label={t('audit.to')}
        value={filter.to ?? ''}
        min={filter.from}
        error={dateRangeError(filter)}
        onChange={(event) => setParam(AUDIT_PARAMS.to, event.target.value || undefined)}
      />
      <div className="seller-audit__filter-actions">
        <Button type="submit" variant="secondary">
          {t('audit.apply')}
        </Button>
        {isFiltered(filter) ? (
          <Button variant="ghost" onClick={onClear}>
            {t('audit.clearFilters')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The log itself: newest first, a page at a time, or why there is nothing to show. */
function AuditEntries({ filter, onClear }: { filter: AuditFilter; onClear: () => void }) {
  const t = useSellerT();
  const { data, isLoading, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    // Asked again on every visit: the log grows with every change.
    useAuditLogInfiniteQuery(dateRangeError(filter) ? skipToken : filter, {
      refetchOnMountOrArgChange: true,
    });
  if (dateRangeError(filter)) return null;
  if (isLoading) return <Spinner size="lg" label={t('audit.loadingTheAuditLog')} />;
  // No page at all (a failed next page keeps the ones shown; its toast says why, and
  // "Load more" tries again).
  if (!data) return <LoadFailed what={t('audit.theAuditLog')} onRetry={() => void refetch()} />;
  const entries = data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return isFiltered(filter) ? (
      <EmptyState
        title={t('audit.noChangesMatchTheseFilters')}
        message={t('audit.tryAnotherPersonKindOf')}
        action={
          <Button variant="secondary" onClick={onClear}>
            {t('audit.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('audit.noChangesYet')} message={t('audit.everyChangeStaffMakeTo')} />
    );
  }
  return (
    <>
      <ol className="seller-audit__list" aria-label={t('audit.changesNewestFirst')}>
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {hasNextPage ? (
        <div className="seller-audit__more">
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {t('audit.loadMore')}
          </Button>
        </div>
      ) : (
        <p className="seller-audit__end">{t('audit.noOlderChanges')}</p>
      )}
    </>
  );
}

/**
 * /seller/audit (owner only, `audit.read`): who changed what, when (docs/STAFF.md "Audit
 * log"). Filters by person, kind of change, record and shop-local days live in the URL; the
 * entries come newest first, a page at a time ("Load more" follows the API's cursor). The
 * route's RequirePermission keeps other roles out (App.tsx).
 */
export function AuditLogPage() {
  const t = useSellerT();
  const [params, setParams] = useSearchParams();
  const filter = auditFilterFrom(params);
  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <section className="seller-audit" aria-labelledby="seller-audit-title">
      <h1 id="seller-audit-title" className="seller-page-title">
        {t('audit.auditLog')}
      </h1>
      <AuditFilters filter={filter} setParam={setParam} onClear={clear} />
      <AuditEntries filter={filter} onClear={clear} />
    </section>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { SynonymGroup } from '@greencart/contracts';
import {
  Button,
  EmptyState,
  Spinner,
  TextField,
  errorMessage,
  isApiError,
  notify,
} from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import { useSaveSynonymGroupsMutation, useSynonymGroupsQuery } from './synonymsApi';
import {
  groupIndexOfServerError,
  groupsToSave,
  newRow,
  rowsOf,
  termsOf,
  type RowErrors,
  type SynonymRow,
} from './synonymRows';
import '../../common/common.css';
import './search-synonyms.css';
import { useSellerT } from '../../i18n/catalogue';

/** Shown once the server has kept the list. */

/**
 * /seller/search-synonyms: the groups of other names for the same food that search and
 * suggestions use in both directions ("eggplant" finds Brinjal). The seller edits the whole
 * list and saves it at once (`PUT /api/seller/synonyms`).
 */
export function SearchSynonymsPage() {
  const t = useSellerT();
  const { data: groups, isLoading, isError, refetch } = useSynonymGroupsQuery();
  let content;
  if (isLoading) content = <Spinner size="lg" label={t('searchSynonyms.loadingSearchSynonyms')} />;
  else if (isError || !groups) {
    content = (
      <LoadFailed what={t('searchSynonyms.theSearchSynonyms')} onRetry={() => void refetch()} />
    );
  } else content = <SynonymGroupsForm groups={groups} />;
  return (
    <section className="seller-synonyms" aria-labelledby="seller-synonyms-title">
      <h1 id="seller-synonyms-title" className="seller-page-title">
        {t('searchSynonyms.searchSynonyms')}
      </h1>
      {content}
    </section>
  );
}

/** The editable list: one field of comma-separated names per group. */
function SynonymGroupsForm({ groups }: { groups: readonly SynonymGroup[] }) {
  const t = useSellerT();
  const [save, { isLoading }] = useSaveSynonymGroupsMutation();
  const [rows, setRows] = useState<SynonymRow[]>(() => rowsOf(groups));
  const [errors, setErrors] = useState<RowErrors>({});
  const [listError, setListError] = useState<string>();
  const [changed, setChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  /** Focus on the field of row `key` (null: the Add button), once it is on the page. */
  function focusRow(key: number | null) {
    if (key === null) addRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>(`[data-row="${key}"]`)?.focus();
  }

  function edit(key: number, text: string) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, text } : row)));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
    setChanged(true);
  }

  function addGroup() {
    const row = newRow();
    flushSync(() => {
      setRows((current) => [...current, row]);
      setChanged(true);
    });
    focusRow(row.key);
  }

  /** Removes a group; focus moves to the next group's field (or the previous, or Add). */
  function removeGroup(index: number) {
    const next = rows[index + 1] ?? rows[index - 1];
    flushSync(() => {
      setRows((current) => current.filter((_row, i) => i !== index));
      setChanged(true);
    });
    focusRow(next ? next.key : null);
  }

  /** Shows the errors and moves focus to the first refused group, so it is announced. */
  function showErrors(found: RowErrors, aboutList?: string) {
    flushSync(() => {
      setErrors(found);
      setListError(aboutList);
    });
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = groupsToSave(rows);
    if (check.errors) {
      showErrors(check.errors, check.listError);
      return;
    }
    // The keys of the rows sent, in order: a refusal names a group by its position.
    const sentKeys = rows.filter((row) => termsOf(row.text).length > 0).map((row) => row.key);
    const result = await save({ groups: check.groups });
    if (result.error) {
      const index = isApiError(result.error) ? groupIndexOfServerError(result.error) : undefined;
      const key = index === undefined ? undefined : sentKeys[index];
      if (key !== undefined) showErrors({ [key]: errorMessage(result.error) });
      else showErrors({}, errorMessage(result.error));
      return;
    }
    setRows(rowsOf(result.data));
    setErrors({});
    setListError(undefined);
    setChanged(false);
    notify.success(t('searchSynonyms.saved'));
  }

  return (
    <form
      ref={formRef}
      className="seller-synonyms__form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <p id={hintId} className="seller-synonyms__intro">
        {t('searchSynonyms.eachGroupListsNamesFor')}
      </p>
      {listError ? (
        <p className="seller-synonyms__alert" role="alert">
          {listError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          title={t('searchSynonyms.noGroupsYet')}
          message={t('searchSynonyms.addAGroupOfNames')}
        />
      ) : (
        <ol className="seller-synonyms__list">
          {rows.map((row, index) => (
            <li key={row.key} className="seller-synonyms__group">
              <TextField
                label={t('searchSynonyms.groupValue', { value: index + 1 })}
                aria-describedby={hintId}
                data-row={row.key}
                autoComplete="off"
                spellCheck={false}
                value={row.text}
                error={errors[row.key]}
                onChange={(event) => edit(row.key, event.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="seller-synonyms__remove"
                aria-label={t('searchSynonyms.removeGroupValue', { value: index + 1 })}
                onClick={() => removeGroup(index)}
              >
                {t('searchSynonyms.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="seller-synonyms__actions">
        <Button ref={addRef} type="button" variant="secondary" onClick={addGroup}>
          {t('searchSynonyms.addAGroup')}
        </Button>
        <Button type="submit" loading={isLoading}>
          {t('searchSynonyms.save')}
        </Button>
        <p className="seller-synonyms__status" role="status">
          {changed ? t('searchSynonyms.unsavedChanges') : ''}
        </p>
      </div>
    </form>
  );
}

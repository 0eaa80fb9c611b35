import type { AuditEntry, AuditListResponse, AuditQuery } from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** What the audit log page filters by (everything of {@link AuditQuery} but the paging). */
export type AuditFilter = Omit<AuditQuery, 'cursor' | 'limit'>;

/** The records whose own page shows their changes (docs/STAFF.md "Audit log"). */
export interface AuditRecordRef {
  recordType: 'product' | 'order';
  recordId: string;
}

/** One page of the log and the cursor of the next (null: the last page). */
export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** Entries per page of a product's or order's "Changes" block (the log page uses the API's). */
export const RECORD_AUDIT_PAGE = 20;

/** Query parameters without the empty ones (the API refuses an empty `from`). */
function auditParams(query: AuditQuery): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

const toPage = (response: AuditListResponse): AuditPage => ({
  entries: response.entries,
  nextCursor: response.nextCursor,
});

/** `GET /api/seller/audit`: the whole log (owner, `audit.read`) or one record's entries. */
export const auditApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** The audit log, newest first, a page at a time (the cursor of the page before). */
    auditLog: build.infiniteQuery<AuditPage, AuditFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/seller/audit',
        params: auditParams({ ...queryArg, cursor: pageParam ?? undefined }),
      }),
      transformResponse: toPage,
    }),
    /**
     * One product's or order's entries. Provides the record's own tag, so a change made on its
     * page (which invalidates the product or order) reads the entries again. Silent: a role
     * that may not read them (403) simply does not see the block, and any other failure is
     * said inside the block, not as a toast over the page it only adds to.
     */
    recordAudit: build.infiniteQuery<AuditPage, AuditRecordRef, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/seller/audit',
        params: auditParams({
          recordType: queryArg.recordType,
          recordId: queryArg.recordId,
          cursor: pageParam ?? undefined,
          limit: RECORD_AUDIT_PAGE,
        }),
      }),
      transformResponse: toPage,
      extraOptions: { silent: true },
      providesTags: (_result, _error, { recordType, recordId }) => [
        { type: recordType === 'product' ? 'Product' : 'Order', id: recordId },
      ],
    }),
  }),
});

export const { useAuditLogInfiniteQuery, useRecordAuditInfiniteQuery } = auditApi;

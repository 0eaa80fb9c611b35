import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normaliseSynonymTerm, type SynonymGroup } from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { TtlCache } from '../common/ttl-cache.js';
import { PRODUCT_LIST_TTL_MS, ProductListCache } from './product-list.cache.js';
import { SynonymIndex } from './search-synonyms.js';

/**
 * The seller's list of other names for the same food (`synonym_group`), and its index for
 * search. The index is kept like the product list: read at most once per 1.5 s per instance
 * (another instance's change shows within that time), and forgotten at once, with every kept
 * catalogue answer, when this instance changes the list. A search never queries it.
 */
@Injectable()
export class SynonymsService {
  private readonly cache = new TtlCache<SynonymIndex>(PRODUCT_LIST_TTL_MS, 1);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly listCache: ProductListCache,
    private readonly audit: AuditService,
  ) {
    listCache.onInvalidate(() => this.cache.clear());
  }

  /** The index of the current list. */
  index(): Promise<SynonymIndex> {
    return this.cache.get('index', async () => new SynonymIndex(await this.list()));
  }

  /** The groups, in the seller's order. */
  async list(): Promise<SynonymGroup[]> {
    const rows = await this.dataSource.query<{ terms: string[] }[]>(
      `SELECT terms FROM synonym_group ORDER BY id`,
    );
    return rows.map((row) => ({ terms: row.terms }));
  }

  /**
   * Replaces the whole list (names normalised, repeats within a group and empty groups
   * dropped), then forgets every kept catalogue answer so that searches use it at once. The
   * old and new lists go to the audit log (`synonyms.replace`) when they differ.
   */
  async replace(groups: readonly SynonymGroup[], actor: AuditActor): Promise<SynonymGroup[]> {
    const cleaned = groups
      .map((group) => [...new Set(group.terms.map(normaliseSynonymTerm).filter(Boolean))])
      .filter((terms) => terms.length >= 2);
    await this.dataSource.transaction(async (manager) => {
      const old = await manager.query<{ terms: string[] }[]>(
        `SELECT terms FROM synonym_group ORDER BY id FOR UPDATE`,
      );
      await manager.query(`DELETE FROM synonym_group`);
      if (cleaned.length > 0) {
        await manager.query(
          `INSERT INTO synonym_group (terms)
             SELECT ARRAY(SELECT json_array_elements_text(g.value))
               FROM json_array_elements($1::json) WITH ORDINALITY AS g(value, n) ORDER BY g.n`,
          [JSON.stringify(cleaned)],
        );
      }
      await this.audit.recordChange(manager, {
        actor,
        action: 'synonyms.replace',
        recordType: 'synonyms',
        recordId: '',
        recordLabel: 'Search synonyms',
        before: { groups: old.map((row) => row.terms) },
        after: { groups: cleaned },
      });
    });
    this.listCache.invalidate();
    return this.list();
  }
}

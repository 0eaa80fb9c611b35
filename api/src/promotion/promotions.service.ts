import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  GENERATED_CODE_LENGTH,
  MAX_BULK_CODES,
  MAX_QUANTITY,
  PROMOTION_ACTIONS,
  STACKING_RULE,
  categoryLabel,
  couponCodeFromBytes,
  isCategory,
  dealSummary,
  formatCents,
  fromCents,
  normalizeCouponCode,
  promotionInputProblem,
  shopTimeToInstant,
  toCents,
  type CartQuote,
  type CartQuoteRequest,
  type DealView,
  type Language,
  type PromotionAction,
  type PromotionInput,
  type PromotionStatus,
  type PromotionView,
  type CodeRefusalReason,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { mergeLines, promotionLineOf } from '../order/placement/order-pricing.service.js';
import { livePromotionsSql, splitLive } from './promotion-rows.js';
import { CouponGuesses } from './coupon-guesses.js';
import { discountCart, refusalOfUnknownCode, refusalWords } from './promotion-pricing.js';

/** A promotion row as read for staff, with its live counts. */
interface PromotionRow {
  id: string;
  name: string;
  code: string | null;
  automatic: boolean;
  kind: PromotionView['kind'];
  scope: PromotionView['scope'];
  category: string | null;
  product_ids: string[];
  percent_bp: number | null;
  amount_cents: number | null;
  per_kg: boolean;
  buy_quantity: number | null;
  get_quantity: number | null;
  get_product_id: string | null;
  min_basket_cents: number | null;
  status: PromotionStatus;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  per_shopper_limit: number | null;
  budget_cents: number | null;
  uses: number;
  discount_given: number;
  codes: number;
  codes_used: number;
  created_at: Date;
}

const cents = (rupees: number | null | undefined) =>
  rupees === null || rupees === undefined ? null : toCents(rupees);
const rupees = (value: number | null) => (value === null ? null : fromCents(value));
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function viewOf(row: PromotionRow): PromotionView {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    automatic: row.automatic,
    kind: row.kind,
    scope: row.scope,
    category: row.category,
    productIds: row.product_ids ?? [],
    percent: row.percent_bp === null ? null : row.percent_bp / 100,
    amount: rupees(row.amount_cents),
    perKg: row.per_kg,
    buyQuantity: row.buy_quantity,
    getQuantity: row.get_quantity,
    getProductId: row.get_product_id,
    minBasket: rupees(row.min_basket_cents),
    status: row.status,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    maxUses: row.max_uses,
    perShopperLimit: row.per_shopper_limit,
    budget: rupees(row.budget_cents),
    uses: Number(row.uses),
    discountGiven: fromCents(Number(row.discount_given)),
    generatedCodes: Number(row.codes),
    generatedCodesUsed: Number(row.codes_used),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Uses and discount given are counted from the redemptions still held (a cancel gives back). */
const SELECT_PROMOTIONS = `SELECT pr.*,
    (SELECT count(*) FROM "promotion_redemption" r
      WHERE r."promotion_id" = pr."id" AND r."released_at" IS NULL)::int AS "uses",
    (SELECT coalesce(sum(r."discount_cents"), 0) FROM "promotion_redemption" r
      WHERE r."promotion_id" = pr."id" AND r."released_at" IS NULL)::int AS "discount_given",
    (SELECT count(*) FROM "promotion_code" c WHERE c."promotion_id" = pr."id")::int AS "codes",
    (SELECT count(*) FROM "promotion_code" c
      WHERE c."promotion_id" = pr."id" AND c."used")::int AS "codes_used"
  FROM "promotion" pr`;

/** Promotions (docs/PROMOTIONS.md): staff manage them, shoppers see deals and quote carts. */
@Injectable()
export class PromotionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly guesses: CouponGuesses,
  ) {}

  private get timeZone(): string {
    return this.config.mail.format.timeZone;
  }

  async list(): Promise<PromotionView[]> {
    const rows: PromotionRow[] = await this.dataSource.query(
      `${SELECT_PROMOTIONS} ORDER BY pr."created_at" DESC, pr."id"`,
    );
    return rows.map(viewOf);
  }

  private async one(manager: EntityManager, id: string): Promise<PromotionView> {
    const rows: PromotionRow[] = await manager.query(`${SELECT_PROMOTIONS} WHERE pr."id" = $1`, [
      id,
    ]);
    if (!rows[0])
      throw AppError.notFound(ERROR_CODES.PROMOTION_NOT_FOUND, 'There is no such promotion');
    return viewOf(rows[0]);
  }

  /** Creates a promotion from the seller's form: 400 naming the field, 409 for a taken code. */
  async create(input: unknown, actor: AuditActor): Promise<PromotionView> {
    const problem = promotionInputProblem(input, this.timeZone);
    if (problem) throw AppError.validation(problem.message, problem.field);
    const p = input as PromotionInput;
    const code = p.code ? normalizeCouponCode(p.code) : null;
    const automatic = code === null && p.automatic !== false;
    const at = (value: string | null | undefined) =>
      value ? shopTimeToInstant(value, this.timeZone) : null;
    return this.dataSource.transaction(async (manager) => {
      if (code) await this.assertCodeFree(manager, code);
      if (p.kind === 'buy_x_get_y' && p.getProductId)
        await this.assertProducts(manager, [p.getProductId], 'getProductId');
      if (p.scope === 'products')
        await this.assertProducts(manager, p.productIds ?? [], 'productIds');
      const [row] = (await manager.query(
        `INSERT INTO "promotion" ("name", "code", "automatic", "kind", "scope", "category",
            "product_ids", "percent_bp", "amount_cents", "per_kg", "buy_quantity", "get_quantity",
            "get_product_id", "min_basket_cents", "starts_at", "ends_at", "max_uses",
            "per_shopper_limit", "budget_cents")
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
          RETURNING "id"`,
        [
          p.name.trim(),
          code,
          automatic,
          p.kind,
          p.scope,
          p.scope === 'category' ? p.category!.trim() : null,
          p.scope === 'products' ? [...new Set(p.productIds)] : [],
          p.kind === 'percent_off' ? Math.round(p.percent! * 100) : null,
          p.kind === 'amount_off' ? cents(p.amount) : null,
          p.kind === 'amount_off' && p.perKg === true,
          p.kind === 'buy_x_get_y' ? p.buyQuantity : null,
          p.kind === 'buy_x_get_y' ? p.getQuantity : null,
          p.kind === 'buy_x_get_y' ? (p.getProductId ?? null) : null,
          cents(p.minBasket),
          at(p.startsAt),
          at(p.endsAt),
          p.maxUses ?? null,
          p.perShopperLimit ?? null,
          cents(p.budget),
        ],
      )) as { id: string }[];
      const view = await this.one(manager, row!.id);
      await this.audit.record(manager, {
        actor,
        action: 'promotion.create',
        recordType: 'promotion',
        recordId: view.id,
        recordLabel: view.name,
        before: null,
        after: { ...view, uses: undefined, discountGiven: undefined },
      });
      return view;
    });
  }

  private async assertCodeFree(manager: EntityManager, code: string): Promise<void> {
    const [taken] = (await manager.query(
      `SELECT 1 FROM "promotion" WHERE "code" = $1
       UNION ALL SELECT 1 FROM "promotion_code" WHERE "code" = $1 LIMIT 1`,
      [code],
    )) as unknown[];
    if (taken)
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.PROMOTION_CODE_TAKEN,
        `The code ${code} is already used by another promotion`,
        'code',
      );
  }

  private async assertProducts(
    manager: EntityManager,
    ids: readonly string[],
    field: 'productIds' | 'getProductId',
  ): Promise<void> {
    const rows: { id: string }[] = await manager.query(
      `SELECT "id" FROM "product" WHERE "id" = ANY($1::varchar[])`,
      [ids],
    );
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length)
      throw AppError.validation(`No product has the id ${missing.join(', ')}`, field);
  }

  /** Pause, resume or end (final); audited with the status before and after. */
  async move(id: string, action: PromotionAction, actor: AuditActor): Promise<PromotionView> {
    const to = PROMOTION_ACTIONS[action];
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT "status", "name" FROM "promotion" WHERE "id" = $1 FOR UPDATE`,
        [id],
      )) as { status: PromotionStatus; name: string }[];
      if (!row)
        throw AppError.notFound(ERROR_CODES.PROMOTION_NOT_FOUND, 'There is no such promotion');
      if (row.status === 'ended')
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.PROMOTION_ENDED,
          `"${row.name}" has ended: create a new promotion instead`,
        );
      if (row.status !== to) {
        await manager.query(
          `UPDATE "promotion" SET "status" = $2, "updated_at" = now() WHERE "id" = $1`,
          [id, to],
        );
        await this.audit.record(manager, {
          actor,
          action: 'promotion.status',
          recordType: 'promotion',
          recordId: id,
          recordLabel: row.name,
          before: { status: row.status },
          after: { status: to },
        });
      }
      return this.one(manager, id);
    });
  }

  /**
   * Generates `count` single-use codes for a promotion (`crypto.randomBytes`: 60 random bits a
   * code, unguessable within any rate limit); audited with how many, never the codes.
   */
  async generateCodes(
    id: string,
    count: unknown,
    prefix: unknown,
    actor: AuditActor,
  ): Promise<string[]> {
    if (
      typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count < 1 ||
      count > MAX_BULK_CODES
    )
      throw AppError.validation(`Generate from 1 to ${MAX_BULK_CODES} codes at a time`, 'count');
    const start =
      prefix === undefined || prefix === null || prefix === ''
        ? ''
        : typeof prefix === 'string' && /^[A-Za-z0-9]{1,8}-?$/.test(prefix)
          ? prefix.toUpperCase()
          : null;
    if (start === null) throw AppError.validation('A prefix is 1 to 8 letters or digits', 'prefix');
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT "automatic", "status", "name" FROM "promotion" WHERE "id" = $1 FOR UPDATE`,
        [id],
      )) as { automatic: boolean; status: PromotionStatus; name: string }[];
      if (!row)
        throw AppError.notFound(ERROR_CODES.PROMOTION_NOT_FOUND, 'There is no such promotion');
      if (row.automatic)
        throw AppError.validation(
          'An automatic deal needs no codes: create the promotion with "automatic" off',
          'id',
        );
      if (row.status === 'ended')
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.PROMOTION_ENDED,
          `"${row.name}" has ended: create a new promotion instead`,
        );
      const codes = new Set<string>();
      while (codes.size < count)
        codes.add(couponCodeFromBytes(randomBytes(GENERATED_CODE_LENGTH), start));
      const list = [...codes];
      // A clash with a code already stored (2^-60 a pair) is skipped, not an error.
      const inserted: { code: string }[] = await manager.query(
        `INSERT INTO "promotion_code" ("code", "promotion_id")
           SELECT c, $2 FROM unnest($1::varchar[]) AS c
             WHERE NOT EXISTS (SELECT 1 FROM "promotion" p WHERE p."code" = c)
         ON CONFLICT DO NOTHING RETURNING "code"`,
        [list, id],
      );
      await this.audit.record(manager, {
        actor,
        action: 'promotion.codes',
        recordType: 'promotion',
        recordId: id,
        recordLabel: row.name,
        before: null,
        after: { generated: inserted.length },
      });
      return inserted.map((r) => r.code);
    });
  }

  /**
   * The live automatic deals, oldest first (Deals page, badges): the English `summary` and the
   * figures to word it in `language`, with the category's label and the products' names in it.
   */
  async deals(language: Language = 'en'): Promise<DealView[]> {
    const rows: PromotionRow[] = await this.dataSource.query(
      `${SELECT_PROMOTIONS} WHERE pr."automatic" AND pr."status" = 'active'
         AND (pr."starts_at" IS NULL OR pr."starts_at" <= now())
         AND (pr."ends_at" IS NULL OR pr."ends_at" > now())
         AND (pr."max_uses" IS NULL OR pr."uses" < pr."max_uses")
         AND (pr."budget_cents" IS NULL OR pr."discount_given_cents" < pr."budget_cents")
       ORDER BY pr."created_at", pr."id"`,
    );
    const names = await this.productNames(
      rows.flatMap((r) => [
        ...(r.product_ids ?? []),
        ...(r.get_product_id ? [r.get_product_id] : []),
      ]),
      language,
    );
    return rows.map((row) => {
      const view = viewOf(row);
      return {
        id: view.id,
        name: view.name,
        summary: dealSummary(view),
        kind: view.kind,
        scope: view.scope,
        category: view.category,
        productIds: view.productIds,
        minBasket: view.minBasket,
        endsAt: view.endsAt,
        percent: view.percent,
        amountCents: row.amount_cents,
        perKg: view.perKg,
        buyQuantity: view.buyQuantity,
        getQuantity: view.getQuantity,
        getProductId: view.getProductId,
        getProductName: view.getProductId ? (names.get(view.getProductId) ?? null) : null,
        categoryName:
          view.category && isCategory(view.category)
            ? categoryLabel(view.category, language)
            : view.category,
        productNames: view.productIds.flatMap((id) => names.get(id) ?? []),
        minBasketCents: row.min_basket_cents,
      };
    });
  }

  /** Products' names in `language` (English where not translated), by id. */
  private async productNames(ids: string[], language: Language): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT "id", coalesce(nullif("translations" #>> ARRAY[$2::text, 'name'], ''), "name") AS "name"
         FROM "product" WHERE "id" = ANY($1::varchar[])`,
      [[...new Set(ids)], language],
    )) as { id: string; name: string }[];
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * What the promotions take off a cart (`POST /api/cart/quote`), by the same arithmetic and
   * read as placing the order: per line, applied, the code's refusal, and the deals a little more
   * in the basket would unlock. Unknown or unsold products are left out.
   */
  async quote(request: CartQuoteRequest, ip: string): Promise<CartQuote> {
    const merged = mergeLines(request.items.map((i) => ({ ...i })));
    for (const [id, quantity] of merged)
      if (quantity > MAX_QUANTITY)
        throw AppError.validation(`quantity of ${id} must be at most ${MAX_QUANTITY} in total`);
    const typed = request.code?.trim() ? request.code : null;
    // Too many made-up codes from this address lately: this one is not even looked up.
    const guessing = typed !== null && (await this.guesses.exhausted(ip));
    const code = typed === null || guessing ? null : (normalizeCouponCode(typed) ?? '');
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT json_agg(json_build_array(p."id", p."category", p."offer_price_cents",
                 p."sold_by", p."step_grams"))
               FROM "product" p WHERE p."id" = ANY($1::varchar[]) AND p."archived_at" IS NULL) AS "products",
              ${livePromotionsSql('$2::varchar')} AS "promotions"`,
      [[...merged.keys()], code],
    )) as {
      products: [string, string, number, string, number | null][] | null;
      promotions: unknown[][] | null;
    }[];
    const products = new Map((row?.products ?? []).map((p) => [p[0], p]));
    const lines = [...merged]
      .filter(([id]) => products.has(id))
      .map(([id, quantity]) => {
        const [, category, offerPriceCents, soldBy, stepGrams] = products.get(id)!;
        return {
          id,
          line: promotionLineOf({
            product: {
              id,
              category: category as never,
              offerPriceCents,
              soldBy: soldBy as never,
              stepGrams: stepGrams as never,
            },
            quantity,
          }),
        };
      });
    const live = splitLive(row?.promotions ?? null);
    const { outcome, refusal, refusalReason } = discountCart(
      lines.map((l) => l.line),
      live,
      code,
    );
    // A code not live now: say whether it ended, ran out or never was (only after a refusal).
    const reason: CodeRefusalReason | null = guessing
      ? 'too-many-tries'
      : refusalReason === 'invalid' && code
        ? await refusalOfUnknownCode(this.dataSource, code)
        : refusalReason;
    if (reason === 'invalid') await this.guesses.missed(ip);
    const subtotal = lines.reduce((a, l) => a + l.line.unitCents * l.line.quantity, 0);
    const nearly = live.automatic
      .filter((p) => p.minBasketCents !== null && subtotal < p.minBasketCents)
      .filter((p) => p.minBasketCents! - subtotal <= Math.max(100_000, p.minBasketCents! / 2))
      .map((p) => {
        const missing = p.minBasketCents! - subtotal;
        return {
          promotionId: p.rule.id,
          name: p.rule.name,
          missing: fromCents(missing),
          message: `Add ${formatCents(missing)} more for ${p.rule.name}`,
        };
      });
    return {
      lines: lines.map((l, i) => ({
        product: l.id,
        discount: fromCents(outcome.lineDiscountCents[i]!),
      })),
      discount: fromCents(outcome.discountCents),
      freeDelivery: outcome.freeDelivery,
      applied: outcome.applied.map(({ discountCents, ...a }) => ({
        ...a,
        discount: fromCents(discountCents),
      })),
      stackingRule: STACKING_RULE,
      code: code && !refusal ? code : null,
      codeRefusal: reason ? refusalWords(reason, live) : null,
      codeRefusalReason: reason,
      codeMinBasketCents: reason === 'min-basket' ? (live.coded?.minBasketCents ?? null) : null,
      nearly,
    };
  }
}

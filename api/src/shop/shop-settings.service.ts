import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_SHOP_PROFILE,
  normaliseShopProfile,
  shopProfileProblem,
  type AuditValues,
  type ShopProfile,
  type ShopSettings,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import { RecentCopies } from '../common/recent-copies.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * How long an instance keeps the settings it read, in milliseconds. Its own change clears its
 * copy at once; another instance's change reaches it within this long (the public answer may
 * be kept by a browser for SHOP_SETTINGS_MAX_AGE_SECONDS on top).
 */
export const SHOP_SETTINGS_TTL_MS = 2_000;

/** The row of `shop_settings` as read. */
interface SettingsRow {
  profile: Partial<ShopProfile>;
  tax_basis_points: number;
  prices_include_tax: boolean;
  cash_rounding: boolean;
  updated_at: Date;
}

/** The settings as the shop keeps them, with when they last changed (null: the defaults). */
export interface StoredProfile {
  profile: ShopProfile;
  updatedAt: Date | null;
}

/** The tax and cash terms out of a `shop_settings` row (or the defaults without one). */
export function profileOf(row: SettingsRow | undefined): StoredProfile {
  if (!row) return { profile: DEFAULT_SHOP_PROFILE, updatedAt: null };
  return {
    profile: {
      ...DEFAULT_SHOP_PROFILE,
      ...row.profile,
      taxPercent: Number(row.tax_basis_points) / 100,
      pricesIncludeTax: row.prices_include_tax,
      cashRounding: row.cash_rounding,
    },
    updatedAt: new Date(row.updated_at),
  };
}

const READ_SQL = `SELECT "profile", "tax_basis_points", "prices_include_tax", "cash_rounding",
  "updated_at" FROM "shop_settings" WHERE "id" = 1`;

/**
 * The shop's settings (docs/SETTINGS.md): the owner's profile from `shop_settings` (defaults
 * without a row), plus the weight tolerance, locale and time zone from the API's configuration
 * (`WEIGHT_TOLERANCE_PERCENT`, `SHOP_LOCALE`, `SHOP_TIME_ZONE`). Orders read the tax terms in
 * their own pricing statement (order-pricing.service.ts), never from this copy.
 */
@Injectable()
export class ShopSettingsService {
  private readonly copies = new RecentCopies<StoredProfile>(SHOP_SETTINGS_TTL_MS, 1);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The owner's settings as kept (a recent copy). */
  stored(): Promise<StoredProfile> {
    return this.copies.get('shop', () => this.read(this.dataSource.manager));
  }

  /** The settings every visitor may read. */
  async publicSettings(): Promise<ShopSettings> {
    // The staff's numbers are the shop's business, never a visitor's.
    const { staffOrderSmsNumbers: _, ...profile } = (await this.stored()).profile;
    return {
      ...profile,
      weightTolerancePercent: this.config.weightTolerancePercent,
      locale: this.config.mail.format.locale,
      timeZone: this.config.mail.format.timeZone,
    };
  }

  /**
   * Replaces the settings (owner or manager): 400 naming the field for anything the shop
   * cannot keep; the change is audited (only the fields that changed) in the same transaction.
   */
  async save(input: unknown, actor: AuditActor): Promise<StoredProfile> {
    const problem = shopProfileProblem(input);
    if (problem) throw AppError.validation(problem.message, problem.field);
    const saved = await this.dataSource.transaction(async (manager) => {
      // The row lock (or, for the first save, the primary key) makes two saves take turns.
      const before = await this.read(manager, true);
      const form = input as ShopProfile;
      // A form without the app colour (a seller page older than it) keeps the saved one.
      const next = normaliseShopProfile({
        ...form,
        themeColor: form.themeColor ?? before.profile.themeColor,
        staffOrderSmsNumbers: form.staffOrderSmsNumbers ?? before.profile.staffOrderSmsNumbers,
        // Likewise a form from before the substitution answer time keeps the saved one.
        substitutionAnswerMinutes:
          form.substitutionAnswerMinutes ?? before.profile.substitutionAnswerMinutes,
      });
      const { taxPercent, pricesIncludeTax, cashRounding, ...texts } = next;
      const [row] = (await manager.query(
        `INSERT INTO "shop_settings" ("id", "profile", "tax_basis_points", "prices_include_tax",
           "cash_rounding", "updated_at")
         VALUES (1, $1::jsonb, $2, $3, $4, now())
         ON CONFLICT ("id") DO UPDATE SET "profile" = EXCLUDED."profile",
           "tax_basis_points" = EXCLUDED."tax_basis_points",
           "prices_include_tax" = EXCLUDED."prices_include_tax",
           "cash_rounding" = EXCLUDED."cash_rounding", "updated_at" = now()
         RETURNING "profile", "tax_basis_points", "prices_include_tax", "cash_rounding", "updated_at"`,
        [JSON.stringify(texts), Math.round(taxPercent * 100), pricesIncludeTax, cashRounding],
      )) as SettingsRow[];
      await this.audit.recordChange(manager, {
        actor,
        action: 'settings.change',
        recordType: 'settings',
        recordId: 'shop',
        recordLabel: 'Shop settings',
        before: auditValues(before.profile),
        after: auditValues(next),
      });
      return profileOf(row);
    });
    this.copies.clear();
    return saved;
  }

  private async read(manager: EntityManager, lock = false): Promise<StoredProfile> {
    const rows = (await manager.query(lock ? `${READ_SQL} FOR UPDATE` : READ_SQL)) as SettingsRow[];
    return profileOf(rows[0]);
  }
}

/** The settings as audit values: lists as JSON text, so a change shows what it was. */
function auditValues(profile: ShopProfile): AuditValues {
  const values: AuditValues = {};
  for (const [key, value] of Object.entries(profile)) {
    values[key] = Array.isArray(value)
      ? JSON.stringify(value)
      : (value as string | number | boolean);
  }
  return values;
}

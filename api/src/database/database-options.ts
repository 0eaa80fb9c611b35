import type { DataSourceOptions } from 'typeorm';
import { AddressEntity } from '../address/address.entity.js';
import { OrderHistoryEntity } from '../order/order-history.entity.js';
import { OrderItemEntity } from '../order/order-item.entity.js';
import { OrderRefundEntity } from '../order/payment/order-refund.entity.js';
import { OutboxEntity } from '../outbox/outbox.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { PaymentEventEntity } from '../order/payment/payment-event.entity.js';
import { ProductEntity } from '../product/product.entity.js';
import { StockMovementEntity } from '../stock/stock-movement.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { AccountTokenEntity } from '../account/account-token.entity.js';
import { SessionEntity } from '../auth/session.entity.js';
import { StaffAccountEntity } from '../staff/staff-account.entity.js';
import { StaffInviteEntity } from '../staff/staff-invite.entity.js';
import { AuditLogEntity } from '../audit/audit-log.entity.js';
import { DeliveryZoneEntity } from '../delivery/delivery-zone.entity.js';
import {
  DeliverySlotEntity,
  DeliverySlotTemplateEntity,
} from '../delivery/slots/delivery-slot.entity.js';
import { StockLedger1763811000000 } from './migrations/1763811000000-StockLedger.js';
import { JobSchedule1763810000000 } from './migrations/1763810000000-JobSchedule.js';
import { InitialSchema1763780000000 } from './migrations/1763780000000-InitialSchema.js';
import { OnlinePayment1763790000000 } from './migrations/1763790000000-OnlinePayment.js';
import { Sessions1763800000000 } from './migrations/1763800000000-Sessions.js';
import { OrderLifecycle1763820000000 } from './migrations/1763820000000-OrderLifecycle.js';
import { OrderPacking1763820000001 } from './migrations/1763820000001-OrderPacking.js';
import { Outbox1763820000002 } from './migrations/1763820000002-Outbox.js';
import { CatalogueSearch1763860000000 } from './migrations/1763860000000-CatalogueSearch.js';
import { StockAlerts1763870000000 } from './migrations/1763870000000-StockAlerts.js';
import { ClosestNameIndex1763880000000 } from './migrations/1763880000000-ClosestNameIndex.js';
import { NamePrefixIndex1763880000001 } from './migrations/1763880000001-NamePrefixIndex.js';
import { NearestNameOwnIndex1763880000002 } from './migrations/1763880000002-NearestNameOwnIndex.js';
import { PendingCheckoutIndex1763880000003 } from './migrations/1763880000003-PendingCheckoutIndex.js';
import { SearchWords1763890000000 } from './migrations/1763890000000-SearchWords.js';
import { NearestNameSignature1763900000000 } from './migrations/1763900000000-NearestNameSignature.js';
import { CashOnDelivery1763910000000 } from './migrations/1763910000000-CashOnDelivery.js';
import { OutboxEmailFacts1763912300000 } from './migrations/1763912300000-OutboxEmailFacts.js';
import { AddressBook1763950000000 } from './migrations/1763950000000-AddressBook.js';
import { AccountTokens1763950000001 } from './migrations/1763950000001-AccountTokens.js';
import { SearchSynonyms1763962800000 } from './migrations/1763962800000-SearchSynonyms.js';
import { OrderStatusGuard1763970000000 } from './migrations/1763970000000-OrderStatusGuard.js';
import { StaffAccounts1763980000000 } from './migrations/1763980000000-StaffAccounts.js';
import { StaffInvites1763985000000 } from './migrations/1763985000000-StaffInvites.js';
import { AuditLog1763986000000 } from './migrations/1763986000000-AuditLog.js';
import { SoldByWeight1763987500000 } from './migrations/1763987500000-SoldByWeight.js';
import { DeliveryZones1763988000000 } from './migrations/1763988000000-DeliveryZones.js';
import { DashboardRefundIndexes1763990000000 } from './migrations/1763990000000-DashboardRefundIndexes.js';
import { DashboardProductSales1763991000000 } from './migrations/1763991000000-DashboardProductSales.js';
import { DeliverySlots1764000000000 } from './migrations/1764000000000-DeliverySlots.js';
import { WeighAtPacking1764001000000 } from './migrations/1764001000000-WeighAtPacking.js';
import { RefuseWhen1764010000000 } from './migrations/1764010000000-RefuseWhen.js';
import { DeliveryZoneArchive1764020000000 } from './migrations/1764020000000-DeliveryZoneArchive.js';
import { AccountLinkStamp1764021000000 } from './migrations/1764021000000-AccountLinkStamp.js';
import { UserClosedAt1764021100000 } from './migrations/1764021100000-UserClosedAt.js';
import { PaymentEdges1764030000000 } from './migrations/1764030000000-PaymentEdges.js';
import { SubstitutedFromProduct1764036000000 } from './migrations/1764036000000-SubstitutedFromProduct.js';
import { DashboardWeighedSales1764036000001 } from './migrations/1764036000001-DashboardWeighedSales.js';
import { RefundAttempts1764040000000 } from './migrations/1764040000000-RefundAttempts.js';
import { PickedLines1764050000000 } from './migrations/1764050000000-PickedLines.js';
import { SriLankanAddresses1764050000000 } from './migrations/1764050000000-SriLankanAddresses.js';
import { DeliveryZoneAreas1764050000001 } from './migrations/1764050000001-DeliveryZoneAreas.js';
import { ShopSettings1764050000000 } from './migrations/1764050000000-ShopSettings.js';
import { ProductBarcodes1764050000001 } from './migrations/1764050000001-ProductBarcodes.js';
import { PhoneAndSms1764300000000 } from './migrations/1764300000000-PhoneAndSms.js';
import { ProductReviews1764400000000 } from './migrations/1764400000000-ProductReviews.js';
import { PushSubscriptions1795908576184 } from './migrations/1795908576184-PushSubscriptions.js';
import { Translations1795908592152 } from './migrations/1795908592152-Translations.js';
import { TodayIndexes1795908598424 } from './migrations/1795908598424-TodayIndexes.js';
import { Promotions1795908934467 } from './migrations/1795908934467-Promotions.js';
import { DashboardPackedRevenue1795910472280 } from './migrations/1795910472280-DashboardPackedRevenue.js';
import { SubstitutionQuestions1795922085211 } from './migrations/1795922085211-SubstitutionQuestions.js';
import { SubstitutionQuestionEntity } from '../order/substitution/substitution-question.entity.js';
import { StaffOrderSms1795923924774 } from './migrations/1795923924774-StaffOrderSms.js';
import { SubstitutedAcrossWays1795937781558 } from './migrations/1795937781558-SubstitutedAcrossWays.js';
import { SubstitutionQuestionNotices1795938477625 } from './migrations/1795938477625-SubstitutionQuestionNotices.js';
import { TranslatedNameSort1795938511285 } from './migrations/1795938511285-TranslatedNameSort.js';
import { IdempotencyKeyEntity } from '../order/placement/idempotency-key.entity.js';

/** Where the API's database is, once resolved (a server, or the embedded one). */
export interface ResolvedDatabase {
  databaseUrl: string;
  /** Pool size; {@link POOL_SIZE} when undefined (a server). Defined only for the embedded database. */
  databasePoolSize?: number;
}

/** Every entity, listed once for the app and the TypeORM CLI. */
export const ENTITIES = [
  SubstitutionQuestionEntity,
  ProductEntity,
  UserEntity,
  AddressEntity,
  OrderEntity,
  OrderItemEntity,
  OrderHistoryEntity,
  OrderRefundEntity,
  OutboxEntity,
  PaymentEventEntity,
  StockMovementEntity,
  SessionEntity,
  AccountTokenEntity,
  StaffAccountEntity,
  StaffInviteEntity,
  AuditLogEntity,
  DeliveryZoneEntity,
  DeliverySlotTemplateEntity,
  DeliverySlotEntity,
  IdempotencyKeyEntity,
];

/** Every migration, in order. Classes, not globs, so the same list works from src and dist. */
export const MIGRATIONS = [
  InitialSchema1763780000000,
  OnlinePayment1763790000000,
  Sessions1763800000000,
  JobSchedule1763810000000,
  StockLedger1763811000000,
  OrderLifecycle1763820000000,
  OrderPacking1763820000001,
  Outbox1763820000002,
  CatalogueSearch1763860000000,
  StockAlerts1763870000000,
  ClosestNameIndex1763880000000,
  NamePrefixIndex1763880000001,
  NearestNameOwnIndex1763880000002,
  PendingCheckoutIndex1763880000003,
  SearchWords1763890000000,
  NearestNameSignature1763900000000,
  CashOnDelivery1763910000000,
  OutboxEmailFacts1763912300000,
  AddressBook1763950000000,
  AccountTokens1763950000001,
  SearchSynonyms1763962800000,
  OrderStatusGuard1763970000000,
  StaffAccounts1763980000000,
  StaffInvites1763985000000,
  AuditLog1763986000000,
  SoldByWeight1763987500000,
  DeliveryZones1763988000000,
  DashboardRefundIndexes1763990000000,
  DashboardProductSales1763991000000,
  DeliverySlots1764000000000,
  WeighAtPacking1764001000000,
  RefuseWhen1764010000000,
  DeliveryZoneArchive1764020000000,
  AccountLinkStamp1764021000000,
  UserClosedAt1764021100000,
  PaymentEdges1764030000000,
  SubstitutedFromProduct1764036000000,
  DashboardWeighedSales1764036000001,
  RefundAttempts1764040000000,
  PickedLines1764050000000,
  SriLankanAddresses1764050000000,
  ShopSettings1764050000000,
  DeliveryZoneAreas1764050000001,
  ProductBarcodes1764050000001,
  PhoneAndSms1764300000000,
  ProductReviews1764400000000,
  PushSubscriptions1795908576184,
  Translations1795908592152,
  TodayIndexes1795908598424,
  Promotions1795908934467,
  DashboardPackedRevenue1795910472280,
  SubstitutionQuestions1795922085211,
  StaffOrderSms1795923924774,
  SubstitutedAcrossWays1795937781558,
  SubstitutionQuestionNotices1795938477625,
  TranslatedNameSort1795938511285,
];

/** How long a request may wait for a database connection before it is refused with a 503. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * The same wait on the embedded database. Its one connection is shared by every request, so a
 * burst (200 shoppers pressing Place Order at once) queues for it; the database cannot be down
 * (it runs inside the API), so the wait is only the queue, and refusing it after 5 s would turn
 * a busy minute into errors.
 */
export const EMBEDDED_CONNECT_TIMEOUT_MS = 60_000;

/** Connections in the pool for a PostgreSQL server. */
export const POOL_SIZE = 10;

/**
 * Connections in the pool for the embedded PGlite: one. PGlite runs one statement at a time
 * anyway, and its socket server (pglite-socket 0.2) mixes up the extended-protocol messages
 * of concurrent connections: under concurrent requests some failed with "unnamed prepared
 * statement does not exist" (a 500) or read another request's rows (electric-sql/pglite#1046).
 */
export const EMBEDDED_POOL_SIZE = 1;

/**
 * TypeORM options for a Postgres URL (a server, or the embedded PGlite socket server).
 * Schema changes only through migrations: `synchronize` is always off.
 *
 * @param poolSize connections to keep ({@link EMBEDDED_POOL_SIZE} for the embedded database)
 */
export function databaseOptions(url: string, poolSize = POOL_SIZE): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    // The app applies migrations itself, under a lock (database/migrate.ts).
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    poolSize,
    extra: {
      // While the database is down a request waits at most this long for a connection, then
      // fails (503) instead of hanging; the pool opens fresh connections once it is back.
      connectionTimeoutMillis:
        poolSize === EMBEDDED_POOL_SIZE ? EMBEDDED_CONNECT_TIMEOUT_MS : CONNECT_TIMEOUT_MS,
      // Notices a silently dropped connection (a restarted server, a NAT timeout).
      keepAlive: true,
    },
    logging: false,
  };
}

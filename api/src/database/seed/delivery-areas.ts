import { COLOMBO_AREAS, DEFAULT_DELIVERY_ZONE, SAMPLE_AREA_ZONE_NAME } from '@greencart/contracts';
import type { DataSource } from 'typeorm';

/**
 * Sample data for `npm start` (issue 39): adds the zone "Colombo and suburbs" covering
 * contracts' `COLOMBO_AREAS` by postcode and by area name, on the default terms (free, no
 * minimum, no express: prices stay exactly as a fresh store's). Only while the zones are
 * still the untouched default, the one "Everywhere" zone, and no one has ever saved the zones
 * (no audit row `delivery-zones`): a seller who removed the sample zone never sees it come back.
 * One statement, so replicas starting together add it once.
 *
 * @returns whether the zone was added
 */
export async function seedDeliveryAreas(dataSource: DataSource): Promise<boolean> {
  const postcodes = [...new Set(COLOMBO_AREAS.map((a) => a.postcode))];
  const areas = COLOMBO_AREAS.map((a) => a.area);
  const rows: unknown[] = await dataSource.query(
    `INSERT INTO "delivery_zone" ("position", "name", "postcodes", "areas", "fee_cents",
                                  "free_from_cents", "minimum_cents", "express_offered")
     SELECT 1, $1, $2::text[], $3::text[], 0, NULL, 0, false
      WHERE (SELECT count(*) FROM "delivery_zone") = 1
        AND EXISTS (SELECT 1 FROM "delivery_zone"
                     WHERE "name" = $4 AND "postcodes" = $5::text[] AND "areas" = '{}'
                       AND "archived_at" IS NULL)
        AND NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "record_id" = 'delivery-zones')
     RETURNING "id"`,
    [
      SAMPLE_AREA_ZONE_NAME,
      postcodes,
      areas,
      DEFAULT_DELIVERY_ZONE.name,
      DEFAULT_DELIVERY_ZONE.postcodes,
    ],
  );
  return rows.length > 0;
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { hashPassword } from '../user/password-hash.js';

/** The name given to the owner account made from the environment (editable later). */
export const BOOTSTRAP_OWNER_NAME = 'Owner';

/**
 * Makes `SELLER_EMAIL` / `SELLER_PASSWORD` the owner account, once (docs/STAFF.md):
 * - the account is inserted only while the table has no active owner, so the pair is a
 *   first-start (or recovery) credential, not a second way in;
 * - an existing account with that email is never touched (`ON CONFLICT DO NOTHING`): a
 *   password changed in the portal is never reset by a restart.
 * The check and the insert are one statement, so replicas starting together insert once.
 */
@Injectable()
export class OwnerBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(OwnerBootstrap.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.hasActiveOwner()) return;
    const { email, password } = this.config.seller;
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO "staff_account" ("email", "name", "role", "password_hash")
       SELECT lower($1), $2, 'owner', $3
       WHERE NOT EXISTS (SELECT 1 FROM "staff_account" WHERE "role" = 'owner' AND "active")
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [email, BOOTSTRAP_OWNER_NAME, await hashPassword(password)],
    );
    if (rows.length > 0) this.logger.log('owner account created from SELLER_EMAIL');
    else if (!(await this.hasActiveOwner()))
      this.logger.warn(
        'no active owner: SELLER_EMAIL names an existing, non-owner or inactive account',
      );
  }

  private async hasActiveOwner(): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "staff_account" WHERE "role" = 'owner' AND "active" LIMIT 1`,
    );
    return rows.length > 0;
  }
}

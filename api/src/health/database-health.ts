import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** A healthy database answer is trusted this long, so probes under load cost no query each. */
const HEALTHY_FOR_MS = 1000;

/** Whether the database answers: one `SELECT 1`, remembered for a second when it succeeds. */
@Injectable()
export class DatabaseHealth {
  private healthyUntil = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True when the database answered within the last second or answers now. */
  async isUp(): Promise<boolean> {
    if (Date.now() < this.healthyUntil) return true;
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      return false;
    }
    this.healthyUntil = Date.now() + HEALTHY_FOR_MS;
    return true;
  }
}

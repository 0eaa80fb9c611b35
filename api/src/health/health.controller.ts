import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, type ApiSuccess } from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';

/** A healthy database answer is trusted this long, so probes under load cost no query each. */
const HEALTHY_FOR_MS = 1000;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  private healthyUntil = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Liveness: the process is up and its event loop answers. No database call, so an
   * orchestrator does not restart a healthy API because PostgreSQL is down.
   */
  @Get('live')
  live(): ApiSuccess<{ status: 'ok' }> {
    return { success: true, status: 'ok' };
  }

  /** Readiness: a database round trip; 503 while the database does not answer. */
  @Get()
  async check(): Promise<ApiSuccess<{ status: 'ok'; database: 'up' }>> {
    if (Date.now() >= this.healthyUntil) {
      try {
        await this.dataSource.query('SELECT 1');
      } catch {
        throw new AppError(
          HttpStatus.SERVICE_UNAVAILABLE,
          ERROR_CODES.UNAVAILABLE,
          'The database is not reachable',
        );
      }
      this.healthyUntil = Date.now() + HEALTHY_FOR_MS;
    }
    return { success: true, status: 'ok', database: 'up' };
  }
}

import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ERROR_CODES, type ApiSuccess } from '@greencart/contracts';
import { AppError } from '../common/app-error.js';
import { DatabaseHealth } from './database-health.js';

/** Message of a readiness probe while the database does not answer. */
export const DATABASE_DOWN_MESSAGE = 'The database is not reachable';

/**
 * The health routes as Nest sees them (OpenAPI docs, and the reference behaviour).
 * In a running server `health-fast-path.ts` answers the same two URLs before Fastify, with
 * the same bodies, so load-balancer probes stay cheap.
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly database: DatabaseHealth) {}

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
    if (!(await this.database.isUp())) {
      throw new AppError(
        HttpStatus.SERVICE_UNAVAILABLE,
        ERROR_CODES.UNAVAILABLE,
        DATABASE_DOWN_MESSAGE,
      );
    }
    return { success: true, status: 'ok', database: 'up' };
  }
}

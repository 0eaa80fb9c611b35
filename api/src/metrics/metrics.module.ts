import { Global, Module } from '@nestjs/common';
import { MetricsCollector } from './metrics-collector.js';
import { Metrics } from './metrics.js';

/** The API's Prometheus metrics, injectable everywhere (docs/OPERATIONS.md "Watching"). */
@Global()
@Module({
  providers: [{ provide: Metrics, useFactory: () => new Metrics() }, MetricsCollector],
  exports: [Metrics],
})
export class MetricsModule {}

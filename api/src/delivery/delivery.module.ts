import { Module } from '@nestjs/common';
import { DeliveryQuoteController, DeliveryZonesController } from './delivery.controller.js';
import { DeliveryZonesService } from './delivery-zones.service.js';

/**
 * Delivery (docs/DELIVERY.md): zones by postcode with their fee, free-delivery threshold and
 * minimum order. Orders check and price through {@link DeliveryZonesService}.
 */
@Module({
  controllers: [DeliveryQuoteController, DeliveryZonesController],
  providers: [DeliveryZonesService],
  exports: [DeliveryZonesService],
})
export class DeliveryModule {}

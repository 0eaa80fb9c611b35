import { Module } from '@nestjs/common';
import { DeliveryQuoteController, DeliveryZonesController } from './delivery.controller.js';
import { DeliveryZonesService } from './delivery-zones.service.js';
import {
  DeliverySlotsController,
  DeliverySlotsSellerController,
} from './slots/delivery-slots.controller.js';
import { DeliverySlotsAdminService } from './slots/delivery-slots-admin.service.js';
import { DeliverySlotsJob } from './slots/delivery-slots.job.js';
import { DeliverySlotsService } from './slots/delivery-slots.service.js';

/**
 * Delivery (docs/DELIVERY.md): zones by postcode with their fee, free-delivery threshold and
 * minimum order, and time slots (slots/). Orders check and price through
 * {@link DeliveryZonesService} and book through {@link DeliverySlotsService}.
 */
@Module({
  controllers: [
    DeliveryQuoteController,
    DeliveryZonesController,
    DeliverySlotsController,
    DeliverySlotsSellerController,
  ],
  providers: [
    DeliveryZonesService,
    DeliverySlotsService,
    DeliverySlotsAdminService,
    DeliverySlotsJob,
  ],
  exports: [DeliveryZonesService, DeliverySlotsService],
})
export class DeliveryModule {}

import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { IMAGE_STORAGE, LocalDiskImageStorage } from './image-storage.js';
import { ProductImageService } from './product-image.service.js';

/** The image pipeline and its storage (local disk under `${DATA_DIR}/uploads`). */
@Global()
@Module({
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskImageStorage(join(config.dataDir, 'uploads')),
    },
    ProductImageService,
  ],
  exports: [ProductImageService, IMAGE_STORAGE],
})
export class ImageModule {}

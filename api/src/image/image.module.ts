import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { IMAGE_STORAGE, LocalDiskImageStorage, type ImageStorage } from './image-storage.js';
import { ProductImageService } from './product-image.service.js';
import { S3ImageStorage } from './s3-image-storage.js';

/** The storage `STORAGE_DRIVER` names: local disk under `${DATA_DIR}/uploads`, or a bucket. */
export function createImageStorage(config: AppConfig): ImageStorage {
  return config.storage.driver === 's3'
    ? new S3ImageStorage(config.storage)
    : new LocalDiskImageStorage(join(config.dataDir, 'uploads'));
}

/** The image pipeline and its storage. */
@Global()
@Module({
  providers: [
    { provide: IMAGE_STORAGE, inject: [APP_CONFIG], useFactory: createImageStorage },
    ProductImageService,
  ],
  exports: [ProductImageService, IMAGE_STORAGE],
})
export class ImageModule implements OnApplicationShutdown {
  constructor(@Inject(IMAGE_STORAGE) private readonly storage: ImageStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3ImageStorage) this.storage.destroy();
  }
}

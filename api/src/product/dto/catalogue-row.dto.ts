import { IsOptional } from 'class-validator';
import { StockCount } from '../../stock/dto/stock-count.decorator.js';
import { ProductAddDto, ProductImageList } from './product-admin.dto.js';

/**
 * One row of the catalogue file, checked with the very rules of the product routes: the add
 * form's fields and first count (ProductAddDto), counting's low-stock threshold, and the
 * edit's image list. So the import accepts exactly what the routes accept.
 */
export class CatalogueRowDto extends ProductAddDto {
  @IsOptional()
  @StockCount('lowStockThreshold')
  lowStockThreshold?: number;

  @IsOptional()
  @ProductImageList()
  images?: string[];
}

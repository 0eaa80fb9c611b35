import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  BATCH_MESSAGES,
  ORDER_PAGE_DEFAULT,
  ORDER_PAGE_MAX,
  ORDER_STATUSES,
  PAYMENT_STATES,
  TODAY_NEEDS,
  type OrderStatus,
  type TodayNeed,
  type PaymentState,
} from '@greencart/contracts';
import { NoControlCharacters, wholeNumberParam } from '../../common/query-params.js';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ORDER_PAGE_MAX}`;

/** `GET /api/order/user?cursor=&limit=`: one page of the shopper's orders, newest first. */
export class OrderPageQueryDto {
  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @NoControlCharacters()
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: ORDER_PAGE_MAX, default: ORDER_PAGE_DEFAULT })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(ORDER_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
}

/** `GET /api/order/seller?status=&payment=&q=&cursor=&limit=`: the seller's filtered, searched page. */
export class SellerOrderQueryDto extends OrderPageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;

  @ApiPropertyOptional({
    enum: PAYMENT_STATES,
    description: 'Payment state; with status=Delivered, `pending` lists delivered orders not paid',
  })
  @IsOptional()
  @IsIn(PAYMENT_STATES, { message: `payment must be one of: ${PAYMENT_STATES.join(', ')}` })
  payment?: PaymentState;

  @ApiPropertyOptional({
    description: 'Order number (GC-000123), customer name or email, phone, or delivery area',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @NoControlCharacters()
  q?: string;

  /** Only the orders booked into this delivery window (docs/DELIVERY.md). */
  @ApiPropertyOptional({ description: 'Delivery slot id: the orders booked into that window' })
  @IsOptional()
  @IsUUID('all', { message: 'slotId is not a delivery slot id' })
  slotId?: string;

  /** Only orders waiting for weights (docs/ORDERS.md "Weighed orders"): `toWeigh=true`. */
  @ApiPropertyOptional({ description: '`true`: only orders with weighed lines still to weigh' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'toWeigh must be true or false' })
  toWeigh?: boolean;

  /** Only the orders that need this now, as Today counts them (docs/TODAY.md). */
  @ApiPropertyOptional({ enum: TODAY_NEEDS, description: 'What needs a person now (Today)' })
  @IsOptional()
  @IsIn(TODAY_NEEDS, { message: `need must be one of: ${TODAY_NEEDS.join(', ')}` })
  need?: TodayNeed;
}

/** `GET /api/order/seller/batch?slotId=`: one delivery window's batch (docs/ORDERS.md). */
export class BatchQueryDto {
  @ApiProperty({ description: 'Delivery slot id: the window to batch-pick' })
  @IsUUID('all', { message: BATCH_MESSAGES.badWindow })
  slotId!: string;
}

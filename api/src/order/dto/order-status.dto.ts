import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ORDER_NOTE_MAX,
  ORDER_STATUSES,
  type OrderCancelRequest,
  type OrderStatus,
  type OrderStatusRequest,
} from '@greencart/contracts';

const STATUS_MESSAGE = `status must be one of: ${ORDER_STATUSES.join(', ')}`;

/** `POST /api/order/seller/:id/status`. */
export class OrderStatusDto implements OrderStatusRequest {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: STATUS_MESSAGE })
  status: OrderStatus;

  @ApiPropertyOptional({ enum: ORDER_STATUSES, description: 'The status the staff member saw' })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `from: ${STATUS_MESSAGE}` })
  from?: OrderStatus;

  @ApiPropertyOptional({ maxLength: ORDER_NOTE_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(ORDER_NOTE_MAX, { message: `note must be at most ${ORDER_NOTE_MAX} characters` })
  note?: string;
}

/** `POST /api/order/:id/cancel`. */
export class OrderCancelDto implements OrderCancelRequest {
  @ApiPropertyOptional({ maxLength: ORDER_NOTE_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(ORDER_NOTE_MAX, { message: `reason must be at most ${ORDER_NOTE_MAX} characters` })
  reason?: string;
}

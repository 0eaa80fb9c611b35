import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import {
  CASH_AMOUNT_MESSAGE,
  ORDER_NOTE_MAX,
  isValidCashAmount,
  ORDER_STATUSES,
  type OrderCancelRequest,
  type OrderStatus,
  type OrderStatusRequest,
} from '@greencart/contracts';

const STATUS_MESSAGE = `status must be one of: ${ORDER_STATUSES.join(', ')}`;

/**
 * Rupees of cash (contracts' `isValidCashAmount`): a number, not a numeric string, from 0 with
 * at most 2 decimals. Not `IsNumber({ maxDecimalPlaces })`, which throws on `1e-7`.
 */
function IsCashAmount(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCashAmount',
      target: target.constructor,
      propertyName,
      options: { message: CASH_AMOUNT_MESSAGE, ...options },
      validator: { validate: (value: unknown) => isValidCashAmount(value) },
    });
}

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

  @ApiPropertyOptional({
    minimum: 0,
    description:
      'Delivering a cash-on-delivery order: rupees collected (default: the amount due; less needs a note)',
  })
  // Only a missing field means "the amount due": null is refused like any other non-amount.
  @ValidateIf((dto: OrderStatusDto) => dto.cashCollected !== undefined)
  @IsCashAmount()
  cashCollected?: number;
}

/** `POST /api/order/:id/cancel`. */
export class OrderCancelDto implements OrderCancelRequest {
  @ApiPropertyOptional({ maxLength: ORDER_NOTE_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(ORDER_NOTE_MAX, { message: `reason must be at most ${ORDER_NOTE_MAX} characters` })
  reason?: string;
}

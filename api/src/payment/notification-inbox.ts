import { Injectable } from '@nestjs/common';
import type { MessageResponse } from '@greencart/contracts';
import type { NotificationRequest } from './payment-provider.js';

/**
 * Who applies a provider's notifications: the order area (PaymentNotificationsService), which
 * asks the configured adapter what a notification means and changes the order once.
 */
export interface NotificationReceiver {
  /** A notification for the configured provider, whatever route it came by. */
  receive(request: NotificationRequest): Promise<MessageResponse>;
  /** A notification at `POST /api/payment/<providerId>/notify`: 404 unless that provider is configured. */
  receiveFor(providerId: string, request: NotificationRequest): Promise<MessageResponse>;
}

/**
 * Where the payment module's notification routes (a provider's webhook, its notify callback)
 * hand what arrived. The order area uses payments through the port and registers its receiver
 * here at start-up, so the payment module never depends on the order module.
 */
@Injectable()
export class NotificationInbox implements NotificationReceiver {
  private receiver: NotificationReceiver | null = null;

  /** Called once, by the order area when its module starts (before the server listens). */
  deliverTo(receiver: NotificationReceiver): void {
    if (this.receiver) throw new Error('Payment notifications already have a receiver');
    this.receiver = receiver;
  }

  receive(request: NotificationRequest): Promise<MessageResponse> {
    return this.registered().receive(request);
  }

  receiveFor(providerId: string, request: NotificationRequest): Promise<MessageResponse> {
    return this.registered().receiveFor(providerId, request);
  }

  private registered(): NotificationReceiver {
    if (!this.receiver) throw new Error('Payment notifications have no receiver');
    return this.receiver;
  }
}

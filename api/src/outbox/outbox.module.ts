import { Global, Module } from '@nestjs/common';
import { OutboxDispatch } from './outbox-dispatch.js';

/** The outbox's shared parts: where changes ask for their rows to be worked at once. */
@Global()
@Module({ providers: [OutboxDispatch], exports: [OutboxDispatch] })
export class OutboxModule {}

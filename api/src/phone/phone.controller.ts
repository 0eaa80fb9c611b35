import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  Post,
  Patch,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  PHONE_TEXTS,
  type MessageResponse,
  type NotificationSettingsResponse,
  type UserResponse,
} from '@greencart/contracts';
import type { FastifyReply } from 'fastify';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { SessionService } from '../auth/session.service.js';
import { UserService } from '../user/user.service.js';
import { NotificationPreferencesDto, PhoneCodeDto, PhoneVerifyDto } from './phone.dto.js';
import { PhoneService } from './phone.service.js';

/** The shopper's verified phone, logging in by phone, and the notification switches. */
@ApiTags('user')
@Controller('api/user')
export class PhoneController {
  constructor(
    private readonly phones: PhoneService,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  /** Sends a code to a number to verify it on this account (the same answer either way). */
  @Post('phone/code')
  @HttpCode(200)
  @UseGuards(UserGuard)
  sendCode(
    @CurrentUserId() userId: string,
    @Body() body: PhoneCodeDto,
    @Ip() ip: string,
  ): Promise<MessageResponse> {
    return this.phones.requestCode('verify', body.phone, userId, ip);
  }

  /** The code from the SMS: the number becomes the account's (replacing any before). */
  @Post('phone/verify')
  @HttpCode(200)
  @UseGuards(UserGuard)
  verify(
    @CurrentUserId() userId: string,
    @Body() body: PhoneVerifyDto,
  ): Promise<NotificationSettingsResponse> {
    return this.phones.verify(userId, body.phone, body.code);
  }

  @Delete('phone')
  @UseGuards(UserGuard)
  remove(@CurrentUserId() userId: string): Promise<MessageResponse> {
    return this.phones.remove(userId);
  }

  /** A code to log in with, sent only to a number an account has verified (same answer). */
  @Post('phone/login/code')
  @HttpCode(200)
  sendLoginCode(@Body() body: PhoneCodeDto, @Ip() ip: string): Promise<MessageResponse> {
    return this.phones.requestCode('login', body.phone, null, ip);
  }

  /** Logs in with the number and its code: the same answer and cookie as `/api/user/login`. */
  @Post('phone/login')
  @HttpCode(200)
  async login(
    @Body() body: PhoneVerifyDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    const userId = await this.phones.login(body.phone, body.code);
    const user = await this.users.currentUser(userId);
    this.cookies.set(reply, 'user', await this.sessions.start('user', user._id));
    return { success: true, message: 'Logged in', user };
  }

  @Get('notifications')
  @UseGuards(UserGuard)
  settings(@CurrentUserId() userId: string): Promise<NotificationSettingsResponse> {
    return this.phones.settings(userId);
  }

  @Patch('notifications')
  @UseGuards(UserGuard)
  async save(
    @CurrentUserId() userId: string,
    @Body() body: NotificationPreferencesDto,
  ): Promise<NotificationSettingsResponse & { message: string }> {
    const settings = await this.phones.savePreferences(userId, body.preferences);
    return { ...settings, message: PHONE_TEXTS.preferencesSaved };
  }
}

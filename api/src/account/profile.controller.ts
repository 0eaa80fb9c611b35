import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_TEXTS,
  type MessageResponse,
  type SessionListResponse,
} from '@greencart/contracts';
import type { FastifyReply } from 'fastify';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentSessionId, CurrentUserId } from '../auth/current-user.decorator.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { SessionService } from '../auth/session.service.js';
import { ChangePasswordDto, ConfirmEmailDto, UpdateProfileDto } from './dto/account.dto.js';
import { ProfileService, type ProfileResponse } from './profile.service.js';

/** The shopper's profile and sessions (docs/ACCOUNT.md). */
@ApiTags('user')
@Controller('api/user')
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  @Patch('profile')
  @UseGuards(UserGuard)
  update(
    @CurrentUserId() userId: string,
    @Body() body: UpdateProfileDto,
  ): Promise<ProfileResponse> {
    return this.profile.update(userId, body);
  }

  /** Opened from the link sent to the new address: no session needed (another device will do). */
  @Post('email/confirm')
  @HttpCode(200)
  confirmEmail(@Body() body: ConfirmEmailDto): Promise<MessageResponse> {
    return this.profile.confirmEmail(body.token);
  }

  /** Other sessions end; this one continues with a fresh cookie. */
  @Post('password/change')
  @HttpCode(200)
  @UseGuards(UserGuard)
  async changePassword(
    @CurrentUserId() userId: string,
    @Body() body: ChangePasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const token = await this.profile.changePassword(userId, body.currentPassword, body.newPassword);
    this.cookies.set(reply, 'user', token);
    return { success: true, message: ACCOUNT_TEXTS.passwordChanged };
  }

  @Get('sessions')
  @UseGuards(UserGuard)
  listSessions(
    @CurrentUserId() userId: string,
    @CurrentSessionId() sessionId: string,
  ): Promise<SessionListResponse> {
    return this.profile.listSessions(userId, sessionId);
  }

  @Delete('sessions/:id')
  @UseGuards(UserGuard)
  endSession(@CurrentUserId() userId: string, @Param('id') id: string): Promise<MessageResponse> {
    return this.profile.endSession(userId, id);
  }

  /** "Log out everywhere": every session of the account, this one included. */
  @Post('logout-everywhere')
  @HttpCode(200)
  @UseGuards(UserGuard)
  async logoutEverywhere(
    @CurrentUserId() userId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    await this.sessions.endAll('user', userId);
    this.cookies.clear(reply, 'user');
    return { success: true, message: ACCOUNT_TEXTS.sessionsEnded };
  }
}

import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@greencart/contracts';
import type { FastifyReply } from 'fastify';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { CloseAccountService } from './close-account.service.js';
import { DeleteAccountDto } from './dto/account.dto.js';

/** "Leave for good" (docs/ACCOUNT.md). */
@ApiTags('user')
@Controller('api/user')
export class CloseAccountController {
  constructor(
    private readonly accounts: CloseAccountService,
    private readonly cookies: SessionCookies,
  ) {}

  /** Asks for the password; removes personal data, keeps the orders anonymised. */
  @Post('delete')
  @HttpCode(200)
  @UseGuards(UserGuard)
  async close(
    @CurrentUserId() userId: string,
    @Body() body: DeleteAccountDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const answer = await this.accounts.close(userId, body.password);
    this.cookies.clear(reply, 'user');
    return answer;
  }
}

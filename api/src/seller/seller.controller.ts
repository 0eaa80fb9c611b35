import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, MessageResponse } from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SellerGuard } from '../auth/auth.guards.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { SessionService } from '../auth/session.service.js';
import { LoginDto } from '../user/dto/login.dto.js';
import { SellerService } from './seller.service.js';

@ApiTags('seller')
@Controller('api/seller')
export class SellerController {
  constructor(
    private readonly seller: SellerService,
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const subject = await this.seller.login(body, ip);
    this.cookies.set(reply, 'seller', await this.sessions.start('seller', subject));
    return { success: true, message: 'Logged in' };
  }

  /** Answers success when the seller cookie is valid; the guard answers 401 otherwise. */
  @Get('is-auth')
  @UseGuards(SellerGuard)
  isAuth(): ApiSuccess {
    return { success: true };
  }

  /** Ends the session on the server and clears the cookie. */
  @Post('logout')
  @HttpCode(200)
  logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    return this.endSession(request, reply);
  }

  /** The spec's GET form, kept for its clients; Origin-checked like a POST (origin-check.ts). */
  @Get('logout')
  @ApiOperation({ deprecated: true, summary: 'Use POST /api/seller/logout' })
  logoutByGet(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    return this.endSession(request, reply);
  }

  private async endSession(request: FastifyRequest, reply: FastifyReply): Promise<MessageResponse> {
    await this.sessions.end('seller', this.cookies.read(request, 'seller'));
    this.cookies.clear(reply, 'seller');
    return { success: true, message: 'Logged Out' };
  }
}

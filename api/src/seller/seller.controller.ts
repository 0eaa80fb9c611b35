import { Body, Controller, Get, HttpCode, Ip, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, MessageResponse } from '@greencart/contracts';
import type { FastifyReply } from 'fastify';
import { SellerGuard } from '../auth/auth.guards.js';
import { LoginDto } from '../user/dto/login.dto.js';
import { SellerService } from './seller.service.js';

@ApiTags('seller')
@Controller('api/seller')
export class SellerController {
  constructor(private readonly seller: SellerService) {}

  @Post('login')
  @HttpCode(200)
  login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    return this.seller.login(body, ip, reply);
  }

  /** Answers success when the seller cookie is valid; the guard answers 401 otherwise. */
  @Get('is-auth')
  @UseGuards(SellerGuard)
  isAuth(): ApiSuccess {
    return { success: true };
  }

  @Get('logout')
  logout(@Res({ passthrough: true }) reply: FastifyReply): MessageResponse {
    return this.seller.logout(reply);
  }
}

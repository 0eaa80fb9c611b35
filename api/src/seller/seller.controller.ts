import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse, SellerAuthResponse, StaffListResponse } from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SellerGuard } from '../auth/auth.guards.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { SessionService } from '../auth/session.service.js';
import { AnyStaff, RequirePermission } from '../staff/require-permission.js';
import { StaffService } from '../staff/staff.service.js';
import { LoginDto } from '../user/dto/login.dto.js';

/** The seller portal's session (every active staff account) and the staff list. */
@ApiTags('seller')
@Controller('api/seller')
export class SellerController {
  constructor(
    private readonly staff: StaffService,
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  /** Any active staff account logs in; the session's subject is the account id. */
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const account = await this.staff.login(body, ip);
    this.cookies.set(reply, 'seller', await this.sessions.start('seller', account.id));
    return { success: true, message: 'Logged in' };
  }

  /**
   * Answers success, with the staff member's name and role, when the seller cookie is valid;
   * the guard answers 401 otherwise.
   */
  @Get('is-auth')
  @UseGuards(SellerGuard)
  @AnyStaff()
  isAuth(@Req() request: FastifyRequest): SellerAuthResponse {
    return { success: true, name: request.staffName ?? '', role: request.staffRole ?? 'packer' };
  }

  /** Every staff account (the owner's view; managing them comes later). */
  @Get('staff')
  @UseGuards(SellerGuard)
  @RequirePermission('staff.manage')
  @ApiOperation({ summary: 'Staff accounts' })
  async listStaff(): Promise<StaffListResponse> {
    return { success: true, staff: await this.staff.list() };
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

  /**
   * The original GET form, kept for its clients (docs/COMPATIBILITY.md); Origin-checked like a POST
   * (origin-check.ts).
   */
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

import {
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse, UserLanguageResponse, UserResponse } from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { SessionService } from '../auth/session.service.js';
import { UserLanguageDto } from './dto/language.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { UserService } from './user.service.js';

@ApiTags('user')
@Controller('api/user')
export class UserController {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post('register')
  @HttpCode(201)
  async register(
    @Body() body: RegisterDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    const user = await this.users.register(body, ip);
    this.cookies.set(reply, 'user', await this.sessions.start('user', user._id));
    return { success: true, message: 'Account created', user };
  }

  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    const user = await this.users.login(body, ip);
    this.cookies.set(reply, 'user', await this.sessions.start('user', user._id));
    return { success: true, message: 'Logged in', user };
  }

  @Get('is-auth')
  @UseGuards(UserGuard)
  async isAuth(@CurrentUserId() userId: string): Promise<UserResponse> {
    return { success: true, user: await this.users.currentUser(userId) };
  }

  /**
   * Saves the logged-in shopper's language (en, si, ta): their emails and SMS are written in
   * it, and orders they place keep each line's name in it (docs/PRODUCTS.md "Translations").
   * Only the caller's own account: the session names it, the body cannot.
   */
  @Put('language')
  @UseGuards(UserGuard)
  @ApiOperation({ summary: "Save the account's language" })
  async setLanguage(
    @CurrentUserId() userId: string,
    @Body() body: UserLanguageDto,
  ): Promise<UserLanguageResponse> {
    const language = await this.users.setLanguage(userId, body.language);
    return { success: true, message: 'Language saved', language };
  }

  /** Ends the session on the server (the old cookie stops working) and clears the cookie. */
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
  @ApiOperation({ deprecated: true, summary: 'Use POST /api/user/logout' })
  logoutByGet(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    return this.endSession(request, reply);
  }

  private async endSession(request: FastifyRequest, reply: FastifyReply): Promise<MessageResponse> {
    await this.sessions.end('user', this.cookies.read(request, 'user'));
    this.cookies.clear(reply, 'user');
    return { success: true, message: 'Logged Out' };
  }
}

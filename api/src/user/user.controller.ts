import { Body, Controller, Get, HttpCode, Ip, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MessageResponse, UserResponse } from '@greencart/contracts';
import type { FastifyReply } from 'fastify';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { UserService } from './user.service.js';

@ApiTags('user')
@Controller('api/user')
export class UserController {
  constructor(private readonly users: UserService) {}

  @Post('register')
  @HttpCode(201)
  register(
    @Body() body: RegisterDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    return this.users.register(body, ip, reply);
  }

  @Post('login')
  @HttpCode(200)
  login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    return this.users.login(body, ip, reply);
  }

  @Get('is-auth')
  @UseGuards(UserGuard)
  isAuth(@CurrentUserId() userId: string): Promise<UserResponse> {
    return this.users.currentUser(userId);
  }

  @Get('logout')
  logout(@Res({ passthrough: true }) reply: FastifyReply): MessageResponse {
    return this.users.logout(reply);
  }
}

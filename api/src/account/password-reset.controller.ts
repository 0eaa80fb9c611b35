import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@greencart/contracts';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/account.dto.js';
import { PasswordResetService } from './password-reset.service.js';

/** "Forgot password?" (no session needed): docs/ACCOUNT.md. */
@ApiTags('user')
@Controller('api/user/password')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** Always the same answer; an email with a one-time link when the account exists. */
  @Post('forgot')
  @HttpCode(200)
  forgot(@Body() body: ForgotPasswordDto, @Ip() ip: string): Promise<MessageResponse> {
    return this.resets.request(body.email, ip);
  }

  @Post('reset')
  @HttpCode(200)
  reset(@Body() body: ResetPasswordDto, @Ip() ip: string): Promise<MessageResponse> {
    return this.resets.reset(body.token, body.password, ip);
  }
}

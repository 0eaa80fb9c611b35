import {
  Body,
  Controller,
  createParamDecorator,
  Delete,
  Get,
  HttpCode,
  Ip,
  Param,
  Patch,
  Post,
  Res,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  STAFF_TEXTS,
  type MessageResponse,
  type StaffAccountResponse,
  type StaffSessionListResponse,
} from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangePasswordDto } from '../account/dto/account.dto.js';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard } from '../auth/auth.guards.js';
import { CurrentSessionId } from '../auth/current-user.decorator.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { AppError } from '../common/app-error.js';
import { AcceptStaffInviteDto, ChangeStaffRoleDto, InviteStaffDto } from './dto/staff.dto.js';
import { AnyStaff, RequirePermission } from './require-permission.js';
import { StaffInvitesService } from './staff-invites.service.js';
import { StaffSelfService } from './staff-self.service.js';
import { StaffService } from './staff.service.js';

/** The logged-in staff member's account id, as set by {@link SellerGuard}. */
const CurrentStaffId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const staffId = context.switchToHttp().getRequest<FastifyRequest>().staffId;
  if (!staffId) throw AppError.notAuthenticated();
  return staffId;
});

/**
 * Managing staff accounts (owner, `staff.manage`): invite, change a role, deactivate and
 * reactivate; accepting an invitation (no session); and every staff member's own password and
 * sessions under `/api/seller/me`. The list is `GET /api/seller/staff` (seller.controller.ts).
 * docs/STAFF.md.
 */
@ApiTags('seller')
@Controller('api/seller')
export class StaffAccountsController {
  constructor(
    private readonly staff: StaffService,
    private readonly invites: StaffInvitesService,
    private readonly self: StaffSelfService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post('staff/invite')
  @UseGuards(SellerGuard)
  @RequirePermission('staff.manage')
  @ApiOperation({ summary: 'Invite a staff member (a pending account and an emailed link)' })
  async invite(
    @Body() body: InviteStaffDto,
    @CurrentStaff() actor: AuditActor,
  ): Promise<StaffAccountResponse> {
    const account = await this.invites.invite(body, actor);
    return { success: true, account, message: STAFF_TEXTS.invited };
  }

  /** Opened from the emailed link: no session; the person logs in afterwards. */
  @Post('staff/invite/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept an invitation: set the password, activate the account' })
  async accept(@Body() body: AcceptStaffInviteDto, @Ip() ip: string): Promise<MessageResponse> {
    await this.invites.accept(body.token, body.password, ip);
    return { success: true, message: STAFF_TEXTS.inviteAccepted };
  }

  @Patch('staff/:id/role')
  @UseGuards(SellerGuard)
  @RequirePermission('staff.manage')
  async changeRole(
    @CurrentStaff() actor: AuditActor,
    @Param('id') id: string,
    @Body() body: ChangeStaffRoleDto,
  ): Promise<StaffAccountResponse> {
    const account = await this.staff.changeRole(id, body.role, actor);
    return { success: true, account, message: STAFF_TEXTS.roleChanged };
  }

  @Post('staff/:id/deactivate')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('staff.manage')
  async deactivate(
    @CurrentStaff() actor: AuditActor,
    @Param('id') id: string,
  ): Promise<StaffAccountResponse> {
    const account = await this.staff.setActive(id, false, actor);
    return { success: true, account, message: STAFF_TEXTS.deactivated };
  }

  @Post('staff/:id/reactivate')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('staff.manage')
  async reactivate(
    @CurrentStaff() actor: AuditActor,
    @Param('id') id: string,
  ): Promise<StaffAccountResponse> {
    const account = await this.staff.setActive(id, true, actor);
    return { success: true, account, message: STAFF_TEXTS.reactivated };
  }

  /** Every other session ends; this one continues with a fresh cookie. */
  @Post('me/password')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @AnyStaff()
  async changePassword(
    @CurrentStaff() actor: AuditActor,
    @Body() body: ChangePasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const token = await this.self.changePassword(actor, body.currentPassword, body.newPassword);
    this.cookies.set(reply, 'seller', token);
    return { success: true, message: STAFF_TEXTS.passwordChanged };
  }

  @Get('me/sessions')
  @UseGuards(SellerGuard)
  @AnyStaff()
  listSessions(
    @CurrentStaffId() staffId: string,
    @CurrentSessionId() sessionId: string,
  ): Promise<StaffSessionListResponse> {
    return this.self.listSessions(staffId, sessionId);
  }

  @Delete('me/sessions/:id')
  @UseGuards(SellerGuard)
  @AnyStaff()
  async endSession(
    @CurrentStaffId() staffId: string,
    @Param('id') id: string,
  ): Promise<MessageResponse> {
    await this.self.endSession(staffId, id);
    return { success: true, message: STAFF_TEXTS.sessionEnded };
  }
}

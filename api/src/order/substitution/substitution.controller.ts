import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ERROR_CODES,
  type OrderSubstitutionsResponse,
  type SubstituteSuggestionsResponse,
} from '@greencart/contracts';
import { CurrentStaff, type AuditActor } from '../../audit/audit-actor.js';
import { SellerGuard, UserGuard } from '../../auth/auth.guards.js';
import { CurrentUserId } from '../../auth/current-user.decorator.js';
import { AppError } from '../../common/app-error.js';
import { RequirePermission } from '../../staff/require-permission.js';
import { SubstitutionQuestionsService } from './substitution-questions.service.js';
import { SubstitutionService } from './substitution.service.js';
import {
  AnswerQuestionDto,
  AskShortDto,
  ProposeSubstituteDto,
  SubstitutionChoicesDto,
} from './substitution.dto.js';

const notFound = () => AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'Order not found');
const ORDER_ID = new ParseUUIDPipe({ exceptionFactory: notFound });
const QUESTION_ID = new ParseUUIDPipe({
  exceptionFactory: () => AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'No such question'),
});
const LINE_POSITION = new ParseIntPipe({
  exceptionFactory: () => AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'No such line'),
});

/**
 * The shopper decides substitutions while the order is packed (docs/SUBSTITUTIONS.md): the
 * shopper's choices and answers, the packer's questions and the ranked suggestions.
 */
@ApiTags('substitution')
@Controller('api')
export class SubstitutionController {
  constructor(
    private readonly substitutions: SubstitutionService,
    private readonly questions: SubstitutionQuestionsService,
  ) {}

  /** Ranked substitutes of a product for sale now (public: the cart's "this product" picker). */
  @Get('substitutes/:productId')
  async suggestions(@Param('productId') productId: string): Promise<SubstituteSuggestionsResponse> {
    if (productId.length > 64) throw AppError.validation('productId is at most 64 characters');
    return { success: true, suggestions: await this.substitutions.suggestFor(productId) };
  }

  /** The shopper's choices and the questions of their own order. */
  @Get('order/user/:id/substitutions')
  @UseGuards(UserGuard)
  ownChoices(
    @CurrentUserId() userId: string,
    @Param('id', ORDER_ID) id: string,
  ): Promise<OrderSubstitutionsResponse> {
    return this.substitutions.view(id, userId);
  }

  /** The shopper changes the order's default or lines' choices, until packing starts. */
  @Put('order/user/:id/substitutions')
  @UseGuards(UserGuard)
  setChoices(
    @CurrentUserId() userId: string,
    @Param('id', ORDER_ID) id: string,
    @Body() body: SubstitutionChoicesDto,
  ): Promise<OrderSubstitutionsResponse> {
    return this.substitutions.setChoices(userId, id, body);
  }

  /** The shopper accepts or refuses a question of their own order. */
  @Post('order/user/:id/substitutions/questions/:questionId')
  @HttpCode(200)
  @UseGuards(UserGuard)
  async answer(
    @CurrentUserId() userId: string,
    @Param('id', ORDER_ID) id: string,
    @Param('questionId', QUESTION_ID) questionId: string,
    @Body() body: AnswerQuestionDto,
  ): Promise<OrderSubstitutionsResponse> {
    const outcome = await this.questions.answer(userId, id, questionId, body);
    const view = await this.substitutions.view(id, userId);
    // Accepted, yet sold out meanwhile: the line is refunded, and the answer says so.
    const question = view.questions.find((q) => q.id === questionId);
    const message =
      outcome === 'sold_out' && question
        ? `${question.proposal?.name ?? 'The substitute'} has just sold out: ${question.original.name} is refunded instead`
        : 'Thank you: answer saved';
    return { ...view, message };
  }

  /** Staff read an order's choices and questions. */
  @Get('order/seller/:id/substitutions')
  @UseGuards(SellerGuard)
  @RequirePermission('orders.read')
  sellerChoices(@Param('id', ORDER_ID) id: string): Promise<OrderSubstitutionsResponse> {
    return this.substitutions.view(id, null);
  }

  /** Ranked substitutes for a line, the shopper's specific choice first. */
  @Get('order/seller/:id/items/:position/suggestions')
  @UseGuards(SellerGuard)
  @RequirePermission('orders.pack')
  async lineSuggestions(
    @Param('id', ORDER_ID) id: string,
    @Param('position', LINE_POSITION) position: number,
  ): Promise<SubstituteSuggestionsResponse> {
    return { success: true, suggestions: await this.substitutions.suggestForLine(id, position) };
  }

  /** The packer proposes a substitute: a question to the shopper. */
  @Post('order/seller/:id/items/:position/propose')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.pack')
  async propose(
    @Param('id', ORDER_ID) id: string,
    @Param('position', LINE_POSITION) position: number,
    @Body() body: ProposeSubstituteDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderSubstitutionsResponse> {
    await this.questions.propose(id, position, body, staff);
    return {
      ...(await this.substitutions.view(id, null)),
      message: 'Question sent to the customer',
    };
  }

  /** The packer found fewer than ordered: a question to the shopper. */
  @Post('order/seller/:id/items/:position/ask-short')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.pack')
  async askShort(
    @Param('id', ORDER_ID) id: string,
    @Param('position', LINE_POSITION) position: number,
    @Body() body: AskShortDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderSubstitutionsResponse> {
    await this.questions.askShort(id, position, body.available, staff);
    return {
      ...(await this.substitutions.view(id, null)),
      message: 'Question sent to the customer',
    };
  }
}

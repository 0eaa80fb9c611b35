import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductModule } from '../product/product.module.js';
import { UserEntity } from '../user/user.entity.js';
import { CartController } from './cart.controller.js';
import { CartService } from './cart.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), ProductModule],
  controllers: [CartController],
  providers: [CartService],
})
export class CartModule {}

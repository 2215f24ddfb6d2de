import { Module } from '@nestjs/common';

/** Routes of the billing service (membership plans). */
@Module({})
export class BillingGatewayModule {}

import { Module } from '@nestjs/common';
import { BookingConfirmation } from './bookings/booking-confirmation';
import { BookingsRpc } from './bookings/bookings.rpc';
import { BookingsService } from './bookings/bookings.service';
import { HoldSweep } from './bookings/hold-sweep';
import { CatalogueRpc } from './catalogue/catalogue.rpc';
import { CheckoutService } from './catalogue/checkout.service';
import { CertificationRpc } from './certification/certification.rpc';
import { CertificationService } from './certification/certification.service';
import { DataModule } from './data.module';
import { InfraModule } from './infra/infra.module';
import { CourseEventHandlers } from './members/course.events';
import { MembersService } from './members/members.service';
import { SessionsRpc } from './sessions/sessions.rpc';
import { SessionsService } from './sessions/sessions.service';

/** Sessions, bookings and their holds, certification, the services catalogue and its orders. */
@Module({
  imports: [InfraModule, DataModule],
  controllers: [SessionsRpc, BookingsRpc, CertificationRpc, CatalogueRpc],
  providers: [
    SessionsService,
    BookingsService,
    BookingConfirmation,
    HoldSweep,
    CertificationService,
    CheckoutService,
    MembersService,
    CourseEventHandlers,
  ],
})
export class CourseFeaturesModule {}

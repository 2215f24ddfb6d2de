import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  CourseRpc,
  type CourseBooking,
  type CourseBookingCheckout,
  type CreateCourseBooking,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { BookingsService } from './bookings.service';

@Controller()
export class BookingsRpc {
  constructor(private readonly bookings: BookingsService) {}

  @RpcHandler(CourseRpc.myBookings, { access: Access.SignedIn })
  mine({
    actor,
  }: RpcInput<Record<string, never>, typeof Access.SignedIn>): Promise<CourseBooking[]> {
    return this.bookings.mine(actor);
  }

  /** Any amount or attendee count the client sends is ignored: the session sets the price. */
  @RpcHandler(CourseRpc.createBooking, { access: Access.SignedIn })
  create({
    actor,
    data,
  }: RpcInput<CreateCourseBooking, typeof Access.SignedIn>): Promise<CourseBookingCheckout> {
    return this.bookings.create(actor, data.sessionId);
  }
}

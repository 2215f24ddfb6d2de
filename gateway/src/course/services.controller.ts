import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  CourseRoutes,
  CourseRpc,
  type RouteInput,
  type ServiceBooking,
  type ServiceItem,
  type ServicesCheckout,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = CourseRoutes;

/** The services page: the catalogue and paying for a selection. */
@Controller()
export class ServicesController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listServices)
  list(): Promise<ServiceItem[]> {
    return this.rpc.call(CourseRpc.listServices, {});
  }

  @Route(R.servicesCheckout)
  checkout(
    @In() { actor, body }: RouteInput<typeof R.servicesCheckout>,
  ): Promise<ServicesCheckout> {
    return this.rpc.call(CourseRpc.servicesCheckout, body, actor);
  }
}

/** The admin Services and Service bookings tabs. */
@Controller()
export class AdminServicesController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.adminServices)
  list(@In() { actor }: RouteInput<typeof R.adminServices>): Promise<ServiceItem[]> {
    return this.rpc.call(CourseRpc.adminServices, {}, actor);
  }

  @Route(R.updateService)
  update(@In() { actor, params, body }: RouteInput<typeof R.updateService>): Promise<ServiceItem> {
    return this.rpc.call(
      CourseRpc.updateService,
      { serviceId: params.serviceId, changes: body },
      actor,
    );
  }

  @Route(R.serviceBookings)
  bookings(@In() { actor }: RouteInput<typeof R.serviceBookings>): Promise<ServiceBooking[]> {
    return this.rpc.call(CourseRpc.serviceBookings, {}, actor);
  }
}

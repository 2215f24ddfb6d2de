import { RpcHandler, type RpcInput, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  CourseMessage,
  CourseRpc,
  DomainError,
  ErrorCode,
  type ServiceBooking,
  type ServiceItem,
  type ServicesCheckout,
  type ServicesCheckoutRequest,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { CatalogueRepository } from './catalogue.repository';
import { CheckoutService } from './checkout.service';

@Controller()
export class CatalogueRpc {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly checkout: CheckoutService,
  ) {}

  @RpcHandler(CourseRpc.listServices, { access: Access.Visitor })
  list(): Promise<ServiceItem[]> {
    return this.catalogue.list(true);
  }

  @RpcHandler(CourseRpc.adminServices, { access: Access.Admin })
  adminList(): Promise<ServiceItem[]> {
    return this.catalogue.list(false);
  }

  @RpcHandler(CourseRpc.updateService, { access: Access.Admin })
  async update({ data }: RpcInputOf<typeof CourseRpc.updateService>): Promise<ServiceItem> {
    const item = await this.catalogue.update(data.serviceId, data.changes);
    if (!item) {
      throw new DomainError(ErrorCode.NotFound, CourseMessage.ServiceNotFound);
    }
    return item;
  }

  @RpcHandler(CourseRpc.servicesCheckout, { access: Access.SignedIn })
  startCheckout({
    actor,
    data,
  }: RpcInput<ServicesCheckoutRequest, typeof Access.SignedIn>): Promise<ServicesCheckout> {
    return this.checkout.checkout(actor, data);
  }

  @RpcHandler(CourseRpc.serviceBookings, { access: Access.Admin })
  serviceBookings(): Promise<ServiceBooking[]> {
    return this.checkout.serviceBookings();
  }
}

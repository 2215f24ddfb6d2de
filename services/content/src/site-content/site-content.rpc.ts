import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import { ContentRpc, type SiteContent } from '@mithaq/contracts';
import { SiteContentService } from './site-content.service';

@Controller()
export class SiteContentRpc {
  constructor(private readonly pages: SiteContentService) {}

  @RpcHandler(ContentRpc.listContent)
  list(@Payload() envelope: unknown): Promise<SiteContent[]> {
    unwrap(ContentRpc.listContent, envelope);
    return this.pages.list();
  }

  @RpcHandler(ContentRpc.createContent)
  create(@Payload() envelope: unknown): Promise<SiteContent> {
    const { actor, data } = unwrap(ContentRpc.createContent, envelope);
    return this.pages.create(actor, data);
  }

  @RpcHandler(ContentRpc.updateContent)
  update(@Payload() envelope: unknown): Promise<SiteContent> {
    const { actor, data } = unwrap(ContentRpc.updateContent, envelope);
    const { key, ...changes } = data;
    return this.pages.update(actor, key, changes);
  }
}

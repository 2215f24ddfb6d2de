import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import { Access, ContentRpc, type SiteContent } from '@mithaq/contracts';
import { SiteContentService } from './site-content.service';

@Controller()
export class SiteContentRpc {
  constructor(private readonly pages: SiteContentService) {}

  @RpcHandler(ContentRpc.listContent, { access: Access.Visitor })
  list(): Promise<SiteContent[]> {
    return this.pages.list();
  }

  @RpcHandler(ContentRpc.createContent, { access: Access.Admin })
  create({
    actor,
    data,
  }: RpcInputOf<typeof ContentRpc.createContent, typeof Access.Admin>): Promise<SiteContent> {
    return this.pages.create(actor, data);
  }

  @RpcHandler(ContentRpc.updateContent, { access: Access.Admin })
  update({
    actor,
    data,
  }: RpcInputOf<typeof ContentRpc.updateContent, typeof Access.Admin>): Promise<SiteContent> {
    const { key, ...changes } = data;
    return this.pages.update(actor, key, changes);
  }
}

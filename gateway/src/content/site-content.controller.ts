import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import { ContentRoutes, ContentRpc, type RouteInput, type SiteContent } from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = ContentRoutes;

@Controller()
export class SiteContentController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listContent)
  list(): Promise<SiteContent[]> {
    return this.rpc.call(ContentRpc.listContent, {});
  }
}

@Controller()
export class AdminSiteContentController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.createContent)
  create(@In() { actor, body }: RouteInput<typeof R.createContent>): Promise<SiteContent> {
    return this.rpc.call(ContentRpc.createContent, body, actor);
  }

  @Route(R.updateContent)
  update(@In() { actor, params, body }: RouteInput<typeof R.updateContent>): Promise<SiteContent> {
    return this.rpc.call(ContentRpc.updateContent, { ...params, ...body }, actor);
  }
}

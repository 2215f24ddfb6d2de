import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import { ContentRoutes, ContentRpc, type RouteInput, type SiteSetting } from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = ContentRoutes;

@Controller()
export class SiteSettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listSettings)
  list(): Promise<SiteSetting[]> {
    return this.rpc.call(ContentRpc.listSettings, {});
  }
}

@Controller()
export class AdminSiteSettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.createSetting)
  create(@In() { actor, body }: RouteInput<typeof R.createSetting>): Promise<SiteSetting> {
    return this.rpc.call(ContentRpc.createSetting, body, actor);
  }

  @Route(R.putSetting)
  put(@In() { actor, params, body }: RouteInput<typeof R.putSetting>): Promise<SiteSetting> {
    return this.rpc.call(ContentRpc.putSetting, { ...params, value: body.value }, actor);
  }
}

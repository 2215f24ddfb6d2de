import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import { Access, ContentRpc, type SiteSetting } from '@mithaq/contracts';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsRpc {
  constructor(private readonly settings: SettingsService) {}

  @RpcHandler(ContentRpc.listSettings, { access: Access.Visitor })
  list(): Promise<SiteSetting[]> {
    return this.settings.list();
  }

  @RpcHandler(ContentRpc.createSetting, { access: Access.Admin })
  create({
    actor,
    data,
  }: RpcInputOf<typeof ContentRpc.createSetting, typeof Access.Admin>): Promise<SiteSetting> {
    return this.settings.create(actor, data);
  }

  @RpcHandler(ContentRpc.putSetting, { access: Access.Admin })
  put({
    actor,
    data,
  }: RpcInputOf<typeof ContentRpc.putSetting, typeof Access.Admin>): Promise<SiteSetting> {
    return this.settings.put(actor, data.key, data.value);
  }
}

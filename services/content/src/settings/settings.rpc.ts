import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import { ContentRpc, type SiteSetting } from '@mithaq/contracts';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsRpc {
  constructor(private readonly settings: SettingsService) {}

  @RpcHandler(ContentRpc.listSettings)
  list(@Payload() envelope: unknown): Promise<SiteSetting[]> {
    unwrap(ContentRpc.listSettings, envelope);
    return this.settings.list();
  }

  @RpcHandler(ContentRpc.createSetting)
  create(@Payload() envelope: unknown): Promise<SiteSetting> {
    const { actor, data } = unwrap(ContentRpc.createSetting, envelope);
    return this.settings.create(actor, data);
  }

  @RpcHandler(ContentRpc.putSetting)
  put(@Payload() envelope: unknown): Promise<SiteSetting> {
    const { actor, data } = unwrap(ContentRpc.putSetting, envelope);
    return this.settings.put(actor, data.key, data.value);
  }
}

import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import { ProfileRpc, type Profile } from '@mithaq/contracts';
import { ProfilesService } from './profiles.service';

@Controller()
export class ProfilesRpc {
  constructor(private readonly profiles: ProfilesService) {}

  @RpcHandler(ProfileRpc.getProfile)
  getProfile(@Payload() envelope: unknown): Promise<Profile | null> {
    const { actor, data } = unwrap(ProfileRpc.getProfile, envelope);
    return this.profiles.getProfile(actor, data.userId);
  }

  @RpcHandler(ProfileRpc.getProfiles)
  getProfiles(@Payload() envelope: unknown): Promise<Profile[]> {
    const { actor, data } = unwrap(ProfileRpc.getProfiles, envelope);
    return this.profiles.getProfiles(actor, data.userIds);
  }

  @RpcHandler(ProfileRpc.updateProfile)
  updateProfile(@Payload() envelope: unknown): Promise<Profile> {
    const { actor, data } = unwrap(ProfileRpc.updateProfile, envelope);
    return this.profiles.updateProfile(actor, data.userId, data.changes);
  }
}

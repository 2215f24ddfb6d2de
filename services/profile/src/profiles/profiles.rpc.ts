import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import { Access, ProfileRpc, type Profile } from '@mithaq/contracts';
import { ProfilesService } from './profiles.service';

@Controller()
export class ProfilesRpc {
  constructor(private readonly profiles: ProfilesService) {}

  @RpcHandler(ProfileRpc.getProfile, { access: Access.SelfOrAdmin, owner: 'userId' })
  getProfile({ data }: RpcInputOf<typeof ProfileRpc.getProfile>): Promise<Profile | null> {
    return this.profiles.getProfile(data.userId);
  }

  @RpcHandler(ProfileRpc.getProfiles, { access: Access.Admin })
  getProfiles({ data }: RpcInputOf<typeof ProfileRpc.getProfiles>): Promise<Profile[]> {
    return this.profiles.getProfiles(data.userIds);
  }

  @RpcHandler(ProfileRpc.updateProfile, { access: Access.Self, owner: 'userId' })
  updateProfile({ data }: RpcInputOf<typeof ProfileRpc.updateProfile>): Promise<Profile> {
    return this.profiles.updateProfile(data.userId, data.changes);
  }
}

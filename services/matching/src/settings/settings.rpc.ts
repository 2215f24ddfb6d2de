import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  MatchingRpc,
  type AlgorithmSettingsReply,
  type RecomputeStatus,
  type ThresholdsReply,
  type UpdateThresholds,
  type UpdateWeights,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { SettingsService } from './settings.service';

const ADMIN = { access: Access.Admin } as const;

@Controller()
export class SettingsRpc {
  constructor(private readonly settings: SettingsService) {}

  @RpcHandler(MatchingRpc.getWeights, ADMIN)
  getWeights(): Promise<AlgorithmSettingsReply> {
    return this.settings.getWeights();
  }

  @RpcHandler(MatchingRpc.updateWeights, ADMIN)
  updateWeights({
    actor,
    data,
  }: RpcInput<UpdateWeights, typeof Access.Admin>): Promise<AlgorithmSettingsReply> {
    return this.settings.updateWeights(actor, data);
  }

  @RpcHandler(MatchingRpc.getThresholds, ADMIN)
  getThresholds(): Promise<ThresholdsReply> {
    return this.settings.getThresholds();
  }

  @RpcHandler(MatchingRpc.updateThresholds, ADMIN)
  updateThresholds({
    actor,
    data,
  }: RpcInput<UpdateThresholds, typeof Access.Admin>): Promise<ThresholdsReply> {
    return this.settings.updateThresholds(actor, data);
  }

  @RpcHandler(MatchingRpc.recomputeStatus, ADMIN)
  recomputeStatus(): Promise<RecomputeStatus | null> {
    return this.settings.recomputeStatus();
  }
}

import { RpcHandler, unwrap } from '@mithaq/bus';
import {
  MatchingRpc,
  type AlgorithmSettingsReply,
  type RecomputeStatus,
  type ThresholdsReply,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { actorOf, assertAdmin } from '../common/admin';
import { SettingsService } from './settings.service';

/** Admin only: the role is checked before the body, so a member always gets 403. */
@Controller()
export class SettingsRpc {
  constructor(private readonly settings: SettingsService) {}

  @RpcHandler(MatchingRpc.getWeights)
  getWeights(@Payload() envelope: unknown): Promise<AlgorithmSettingsReply> {
    assertAdmin(actorOf(envelope));
    const { actor } = unwrap(MatchingRpc.getWeights, envelope);
    return this.settings.getWeights(actor);
  }

  @RpcHandler(MatchingRpc.updateWeights)
  updateWeights(@Payload() envelope: unknown): Promise<AlgorithmSettingsReply> {
    assertAdmin(actorOf(envelope));
    const { actor, data } = unwrap(MatchingRpc.updateWeights, envelope);
    return this.settings.updateWeights(actor, data);
  }

  @RpcHandler(MatchingRpc.getThresholds)
  getThresholds(@Payload() envelope: unknown): Promise<ThresholdsReply> {
    assertAdmin(actorOf(envelope));
    const { actor } = unwrap(MatchingRpc.getThresholds, envelope);
    return this.settings.getThresholds(actor);
  }

  @RpcHandler(MatchingRpc.updateThresholds)
  updateThresholds(@Payload() envelope: unknown): Promise<ThresholdsReply> {
    assertAdmin(actorOf(envelope));
    const { actor, data } = unwrap(MatchingRpc.updateThresholds, envelope);
    return this.settings.updateThresholds(actor, data);
  }

  @RpcHandler(MatchingRpc.recomputeStatus)
  recomputeStatus(@Payload() envelope: unknown): Promise<RecomputeStatus | null> {
    assertAdmin(actorOf(envelope));
    const { actor } = unwrap(MatchingRpc.recomputeStatus, envelope);
    return this.settings.recomputeStatus(actor);
  }
}

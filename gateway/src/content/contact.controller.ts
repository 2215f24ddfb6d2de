import { Controller, Req } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ContentRoutes,
  ContentRpc,
  type ContactReply,
  type ContactSubmission,
  type DeletedReply,
  type RespondReply,
  type RouteInput,
} from '@mithaq/contracts';
import type { Request } from 'express';
import type { GatewayConfig } from '../config';
import { In, parseRouteInput, Route } from '../http/route';
import { InjectGatewayConfig } from '../infra/infra.module';
import { RateLimiter } from '../security/rate-limiter';

const R = ContentRoutes;

const tooManyMessages = (wait: string): string =>
  `Too many messages from your network. Please wait ${wait} and try again.`;

@Controller()
export class ContactController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  /** A network over its allowance is refused (429) before its message is even read. */
  @Route(R.submitContact)
  async submit(@Req() req: Request): Promise<ContactReply> {
    const limit = {
      key: `contact:ip:${req.ip ?? 'unknown'}`,
      max: this.config.CONTACT_MAX_PER_IP,
      windowSeconds: this.config.CONTACT_WINDOW_MINUTES * 60,
    };
    await this.limiter.assertUnder([limit], tooManyMessages);
    const { body } = parseRouteInput(R.submitContact, req);
    // Counted once valid, before it is stored: a typo does not use up the allowance. Counting
    // and refusing are one step, so messages sent together cannot all slip under the limit.
    await this.limiter.consume([limit], tooManyMessages);
    const userAgent = req.headers['user-agent'];
    return this.rpc.call(ContentRpc.submitContact, {
      ...body,
      ipAddress: req.ip ?? null,
      userAgent: typeof userAgent === 'string' ? userAgent : null,
    });
  }
}

@Controller()
export class AdminContactController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listSubmissions)
  list(@In() { actor }: RouteInput<typeof R.listSubmissions>): Promise<ContactSubmission[]> {
    return this.rpc.call(ContentRpc.listSubmissions, {}, actor);
  }

  @Route(R.updateSubmission)
  update(
    @In() { actor, params, body }: RouteInput<typeof R.updateSubmission>,
  ): Promise<ContactSubmission> {
    return this.rpc.call(ContentRpc.updateSubmission, { ...params, ...body }, actor);
  }

  @Route(R.respondToSubmission)
  respond(
    @In() { actor, params, body }: RouteInput<typeof R.respondToSubmission>,
  ): Promise<RespondReply> {
    return this.rpc.call(ContentRpc.respondToSubmission, { ...params, ...body }, actor);
  }

  @Route(R.deleteSubmission)
  delete(@In() { actor, params }: RouteInput<typeof R.deleteSubmission>): Promise<DeletedReply> {
    return this.rpc.call(ContentRpc.deleteSubmission, params, actor);
  }
}

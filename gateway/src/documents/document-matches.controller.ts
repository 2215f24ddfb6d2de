import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  DocumentRoutes,
  DocumentRpc,
  type DocumentMatch,
  type DocumentMatchSummary,
  type MeetingCheckout,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = DocumentRoutes;

/**
 * The match page of an accepted match (its two members only): documents, the photo reveal and
 * the meeting. Registered after matching's routes so GET /api/matches/list stays matching's.
 */
@Controller()
export class DocumentMatchesController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.myMatches)
  mine(@In() { actor }: RouteInput<typeof R.myMatches>): Promise<DocumentMatchSummary[]> {
    return this.rpc.call(DocumentRpc.myMatches, {}, actor);
  }

  @Route(R.match)
  match(@In() { actor, params }: RouteInput<typeof R.match>): Promise<DocumentMatch> {
    return this.rpc.call(DocumentRpc.match, params, actor);
  }

  @Route(R.reveal)
  reveal(@In() { actor, params, body }: RouteInput<typeof R.reveal>): Promise<DocumentMatch> {
    return this.rpc.call(DocumentRpc.reveal, { ...params, ...body }, actor);
  }

  @Route(R.payMeeting)
  payMeeting(@In() { actor, params }: RouteInput<typeof R.payMeeting>): Promise<MeetingCheckout> {
    return this.rpc.call(DocumentRpc.payMeeting, params, actor);
  }

  @Route(R.proposeMeeting)
  proposeMeeting(
    @In() { actor, params, body }: RouteInput<typeof R.proposeMeeting>,
  ): Promise<DocumentMatch> {
    return this.rpc.call(DocumentRpc.proposeMeeting, { ...params, ...body }, actor);
  }
}

import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  DocumentRpc,
  type DocumentMatch,
  type DocumentMatchSummary,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { MatchPageService } from './match-page.service';

type In<D> = RpcInputOf<D, typeof Access.SignedIn>;

/** The match page: only the two members of an open accepted match get an answer. */
@Controller()
export class MatchPageRpc {
  constructor(private readonly matchPage: MatchPageService) {}

  @RpcHandler(DocumentRpc.myMatches, { access: Access.SignedIn })
  mine({ actor }: In<typeof DocumentRpc.myMatches>): Promise<DocumentMatchSummary[]> {
    return this.matchPage.mine(actor);
  }

  @RpcHandler(DocumentRpc.match, { access: Access.SignedIn })
  match({ actor, data }: In<typeof DocumentRpc.match>): Promise<DocumentMatch> {
    return this.matchPage.matchFor(actor, data.matchId);
  }

  @RpcHandler(DocumentRpc.reveal, { access: Access.SignedIn })
  reveal({ actor, data }: In<typeof DocumentRpc.reveal>): Promise<DocumentMatch> {
    return this.matchPage.reveal(actor, data.matchId, data.reveal);
  }
}

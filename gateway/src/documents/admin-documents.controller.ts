import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  DocumentRoutes,
  DocumentRpc,
  type DocumentReviewSet,
  type MeetingRequest,
  type MemberDocument,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = DocumentRoutes;

/** The admin document-verification and meeting-requests tabs. */
@Controller()
export class AdminDocumentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.adminReviews)
  reviews(@In() { actor }: RouteInput<typeof R.adminReviews>): Promise<DocumentReviewSet[]> {
    return this.rpc.call(DocumentRpc.adminReviews, {}, actor);
  }

  @Route(R.adminReview)
  review(@In() { actor, params, body }: RouteInput<typeof R.adminReview>): Promise<MemberDocument> {
    return this.rpc.call(
      DocumentRpc.adminReview,
      { documentId: params.documentId, review: body },
      actor,
    );
  }

  @Route(R.adminMeetings)
  meetings(@In() { actor }: RouteInput<typeof R.adminMeetings>): Promise<MeetingRequest[]> {
    return this.rpc.call(DocumentRpc.adminMeetings, {}, actor);
  }

  @Route(R.adminArrangeMeeting)
  arrange(
    @In() { actor, params, body }: RouteInput<typeof R.adminArrangeMeeting>,
  ): Promise<MeetingRequest> {
    return this.rpc.call(DocumentRpc.adminArrangeMeeting, { ...params, ...body }, actor);
  }
}

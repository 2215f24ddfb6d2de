import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  DocumentRpc,
  type DocumentFile,
  type DocumentReviewSet,
  type MemberDocument,
  type MemberVerification,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { DocumentReviewService } from './document-review.service';
import { DocumentsService } from './documents.service';

type In<D> = RpcInputOf<D, typeof Access.SignedIn>;

@Controller()
export class DocumentsRpc {
  constructor(
    private readonly documents: DocumentsService,
    private readonly reviews: DocumentReviewService,
  ) {}

  @RpcHandler(DocumentRpc.myDocuments, { access: Access.SignedIn })
  mine({ actor }: In<typeof DocumentRpc.myDocuments>): Promise<MemberVerification> {
    return this.documents.mine(actor.userId);
  }

  /** The caller's own document: the owner is always the signed-in member. */
  @RpcHandler(DocumentRpc.upload, { access: Access.SignedIn })
  upload({ actor, data }: In<typeof DocumentRpc.upload>): Promise<MemberDocument> {
    return this.documents.upload(actor.userId, data);
  }

  /** Owner, administrator (audited) or a revealed partner's photo; the service decides. */
  @RpcHandler(DocumentRpc.file, { access: Access.SignedIn })
  file({ actor, data }: In<typeof DocumentRpc.file>): Promise<DocumentFile> {
    return this.documents.file(actor, data.documentId);
  }

  @RpcHandler(DocumentRpc.adminReviews, { access: Access.Admin })
  pending(): Promise<DocumentReviewSet[]> {
    return this.reviews.pending();
  }

  @RpcHandler(DocumentRpc.adminReview, { access: Access.Admin })
  review({
    actor,
    data,
  }: RpcInputOf<typeof DocumentRpc.adminReview, typeof Access.Admin>): Promise<MemberDocument> {
    return this.reviews.review(actor.userId, data.documentId, data.review);
  }
}

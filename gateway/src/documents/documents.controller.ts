import { Controller, Res } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  DocumentMessage,
  DocumentRoutes,
  DocumentRpc,
  DomainError,
  ErrorCode,
  type MemberDocument,
  type MemberVerification,
  type RouteInput,
} from '@mithaq/contracts';
import type { Response } from 'express';
import { sendBinary } from '../http/binary';
import { FILE_FIELD, Upload, type UploadedFile } from '../http/multipart';
import { In, Route } from '../http/route';

const R = DocumentRoutes;

/** The member's verification documents: their statuses, uploads, and a document's file. */
@Controller()
export class DocumentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.myDocuments)
  mine(@In() { actor }: RouteInput<typeof R.myDocuments>): Promise<MemberVerification> {
    return this.rpc.call(DocumentRpc.myDocuments, {}, actor);
  }

  /** The file streamed in (refused past the route's limit); the service checks the bytes. */
  @Route(R.uploadDocument)
  upload(
    @In() { actor, params, body }: RouteInput<typeof R.uploadDocument>,
    @Upload() file: UploadedFile | null,
  ): Promise<MemberDocument> {
    if (!file || file.buffer.length === 0) {
      throw new DomainError(ErrorCode.ValidationFailed, DocumentMessage.FileRequired, {
        [FILE_FIELD]: DocumentMessage.FileRequired,
      });
    }
    return this.rpc.call(
      DocumentRpc.upload,
      {
        type: params.type,
        ...(body.issueDate ? { issueDate: body.issueDate } : {}),
        fileName: file.fileName.slice(0, 255),
        base64: file.buffer.toString('base64'),
      },
      actor,
    );
  }

  /** The owner, a reviewing admin, or the partner of a revealed photo (the service decides). */
  @Route(R.documentFile)
  async file(
    @In() { actor, params }: RouteInput<typeof R.documentFile>,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.rpc.call(DocumentRpc.file, params, actor);
    sendBinary(res, {
      contentType: file.contentType,
      bytes: Buffer.from(file.base64, 'base64'),
      fileName: file.fileName,
    });
  }
}

import { randomUUID } from 'node:crypto';
import { EventBus } from '@mithaq/bus';
import {
  DOCUMENT_RETENTION_DAYS,
  DocumentMessage,
  DomainError,
  ErrorCode,
  Role,
  type Actor,
  type DocumentFile,
  type DocumentType,
  type MemberDocument,
  type MemberVerification,
} from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable } from '@nestjs/common';
import { DocumentDecryptionError, openFile, sealFile } from './document-crypto';
import { DocumentMatchesService } from './document-matches.service';
import { fullSet, isVerifiedSet, setStatus, toMemberDocument } from './document-status';
import { InjectDocumentsConfig, type DocumentsConfig } from './documents.config';
import { DocumentsRepository } from './documents.repository';
import { checkFile, checkIssueDate, checkSize, extensionOf } from './file-rules';
import { reencodeImage } from './image-sanitiser';

export interface UploadRequest {
  type: DocumentType;
  issueDate?: string;
  base64: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const documentNotFound = (): DomainError =>
  new DomainError(ErrorCode.NotFound, DocumentMessage.DocumentNotFound);

const alreadyApproved = (): DomainError =>
  new DomainError(ErrorCode.Conflict, DocumentMessage.AlreadyApproved);

/** Today's date in London (YYYY-MM-DD), the day a member reads on their letters. */
export const londonDate = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Size from the base64 text alone, so an oversized file is refused before it is decoded. */
const decodedLength = (base64: string): number =>
  (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

const decodeUpload = (type: DocumentType, base64: string): Buffer => {
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw new DomainError(ErrorCode.ValidationFailed, 'The file is not valid base64', {
      file: 'The file is not valid base64',
    });
  }
  checkSize(type, decodedLength(base64));
  return Buffer.from(base64, 'base64');
};

/** A member's own documents: upload, list, and the authorised way to any document's file. */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly matches: DocumentMatchesService,
    private readonly events: EventBus,
    @InjectDocumentsConfig() private readonly config: DocumentsConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async mine(userId: string): Promise<MemberVerification> {
    const records = await this.documents.ofMember(userId);
    return {
      userId,
      documentStatus: setStatus(records),
      isVerified: isVerifiedSet(records),
      documents: fullSet(records),
    };
  }

  /**
   * Stores a new file for one of the member's document types, replacing the previous one (its
   * bytes are deleted with it), for review. The type comes from the bytes; images are decoded
   * and encoded again without metadata; the file is encrypted before it reaches the database.
   */
  async upload(userId: string, request: UploadRequest, now = new Date()): Promise<MemberDocument> {
    const { type } = request;
    const bytes = decodeUpload(type, request.base64);
    const contentType = checkFile(type, bytes);
    const issueDate =
      type === 'proof_of_address' ? checkIssueDate(request.issueDate, londonDate(now)) : null;
    const current = (await this.documents.ofMember(userId)).find((doc) => doc.type === type);
    if (current?.status === 'approved') {
      throw alreadyApproved();
    }
    const stored =
      contentType === 'application/pdf' ? bytes : await reencodeImage(bytes, contentType);
    const id = randomUUID();
    const sealed = sealFile(stored, id, this.config.masterKey);
    const uploadedAt = new Date(now);
    const deleteAt = new Date(uploadedAt.getTime() + DOCUMENT_RETENTION_DAYS * DAY_MS);
    await this.events.transaction(async (manager) => {
      const previous = await this.documents.lockOfType(manager, userId, type);
      if (previous?.status === 'approved') {
        throw alreadyApproved();
      }
      if (previous) {
        await this.documents.delete(manager, previous.id);
      }
      await this.documents.insert(
        manager,
        { id, userId, type, contentType, size: stored.length, issueDate, uploadedAt, deleteAt },
        sealed,
      );
    });
    const saved = await this.documents.findById(id);
    if (!saved) {
      throw documentNotFound();
    }
    return toMemberDocument(saved);
  }

  /**
   * A document's file, to its owner, to an administrator (each such view is recorded), or a
   * photo to the partner of an open match under the reveal rule. Anyone else is told the
   * document does not exist, whether or not it does.
   */
  async file(actor: Actor, documentId: string): Promise<DocumentFile> {
    const document = await this.documents.findById(documentId);
    if (!document) {
      throw documentNotFound();
    }
    const isOwner = document.userId === actor.userId;
    const isAdmin = actor.role === Role.Admin;
    if (
      !isOwner &&
      !isAdmin &&
      !(await this.matches.partnerMaySee(actor.userId, document.userId, document.type))
    ) {
      throw documentNotFound();
    }
    const sealed = document.fileDeletedAt ? null : await this.documents.sealedFile(documentId);
    if (!sealed) {
      throw new DomainError(ErrorCode.NotFound, DocumentMessage.FileDeleted);
    }
    let bytes: Buffer;
    try {
      bytes = openFile(sealed, documentId, this.config.masterKey);
    } catch (err) {
      if (err instanceof DocumentDecryptionError) {
        this.logger.error({ err, documentId }, 'documents: a stored file failed to decrypt');
        throw new DomainError(ErrorCode.Internal, 'The file could not be opened');
      }
      throw err;
    }
    if (!isOwner && isAdmin) {
      await this.documents.logAdminView(documentId, document.userId, actor.userId);
    }
    return {
      contentType: document.contentType,
      base64: bytes.toString('base64'),
      fileName: `${document.type}.${extensionOf(document.contentType)}`,
    };
  }
}

import type { DocumentStatus, DocumentType } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SealedFile } from './document-crypto';
import type { DocumentRecord } from './document-status';

interface DocumentRow {
  id: string;
  user_id: string;
  type: DocumentType;
  status: DocumentStatus;
  notes: string | null;
  content_type: string;
  size: number;
  issue_date: string | null;
  uploaded_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  delete_at: Date;
  file_deleted_at: Date | null;
}

interface BlobRow {
  ciphertext: Buffer;
  iv: Buffer;
  auth_tag: Buffer;
  wrapped_key: Buffer;
  key_id: string;
}

const COLUMNS = `id, user_id, type, status, notes, content_type, size,
  to_char(issue_date, 'YYYY-MM-DD') AS issue_date, uploaded_at, reviewed_at, reviewed_by,
  delete_at, file_deleted_at`;

const toRecord = (row: DocumentRow): DocumentRecord => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  status: row.status,
  notes: row.notes,
  contentType: row.content_type,
  size: Number(row.size),
  issueDate: row.issue_date,
  uploadedAt: row.uploaded_at,
  reviewedAt: row.reviewed_at,
  reviewedBy: row.reviewed_by,
  deleteAt: row.delete_at,
  fileDeletedAt: row.file_deleted_at,
});

/** A new upload's metadata. */
export interface NewDocument {
  id: string;
  userId: string;
  type: DocumentType;
  contentType: string;
  size: number;
  issueDate: string | null;
  uploadedAt: Date;
  deleteAt: Date;
}

/** A member whose documents wait for review, with when the oldest of them was sent. */
export interface PendingReview {
  userId: string;
  submittedAt: Date;
}

/** Document metadata (documents), the encrypted files (document_blobs) and admin views. */
@Injectable()
export class DocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async ofMember(userId: string, manager = this.dataSource.manager): Promise<DocumentRecord[]> {
    const rows: DocumentRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM documents WHERE user_id = $1`,
      [userId],
    );
    return rows.map(toRecord);
  }

  async ofMembers(userIds: readonly string[]): Promise<Map<string, DocumentRecord[]>> {
    const byMember = new Map<string, DocumentRecord[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) {
      return byMember;
    }
    const rows: DocumentRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM documents WHERE user_id = ANY($1::uuid[])`,
      [[...new Set(userIds)]],
    );
    for (const row of rows) {
      byMember.get(row.user_id)?.push(toRecord(row));
    }
    return byMember;
  }

  async findById(id: string, manager = this.dataSource.manager): Promise<DocumentRecord | null> {
    const rows: DocumentRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM documents WHERE id = $1`,
      [id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Locks all of the member's documents, in a fixed order so two lockers never deadlock. */
  async lockOfMember(manager: EntityManager, userId: string): Promise<DocumentRecord[]> {
    const rows: DocumentRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM documents WHERE user_id = $1 ORDER BY id FOR UPDATE`,
      [userId],
    );
    return rows.map(toRecord);
  }

  /** Locks the member's document of that type, if one exists. */
  async lockOfType(
    manager: EntityManager,
    userId: string,
    type: DocumentType,
  ): Promise<DocumentRecord | null> {
    const rows: DocumentRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM documents WHERE user_id = $1 AND type = $2 FOR UPDATE`,
      [userId, type],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Deletes a document with its file (the blob goes with it). */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM documents WHERE id = $1', [id]);
  }

  async insert(manager: EntityManager, document: NewDocument, file: SealedFile): Promise<void> {
    await manager.query(
      `INSERT INTO documents
         (id, user_id, type, status, content_type, size, issue_date, uploaded_at, delete_at)
       VALUES ($1, $2, $3, 'submitted', $4, $5, $6, $7, $8)`,
      [
        document.id,
        document.userId,
        document.type,
        document.contentType,
        document.size,
        document.issueDate,
        document.uploadedAt,
        document.deleteAt,
      ],
    );
    await manager.query(
      `INSERT INTO document_blobs (document_id, ciphertext, iv, auth_tag, wrapped_key, key_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [document.id, file.ciphertext, file.iv, file.authTag, file.wrappedKey, file.keyId],
    );
  }

  async sealedFile(id: string): Promise<SealedFile | null> {
    const rows: BlobRow[] = await this.dataSource.query(
      'SELECT ciphertext, iv, auth_tag, wrapped_key, key_id FROM document_blobs WHERE document_id = $1',
      [id],
    );
    const row = rows[0];
    return row
      ? {
          ciphertext: row.ciphertext,
          iv: row.iv,
          authTag: row.auth_tag,
          wrappedKey: row.wrapped_key,
          keyId: row.key_id,
        }
      : null;
  }

  async review(
    manager: EntityManager,
    id: string,
    change: { status: DocumentStatus; notes: string | null; reviewedAt: Date; reviewedBy: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE documents SET status = $2, notes = $3, reviewed_at = $4, reviewed_by = $5
        WHERE id = $1`,
      [id, change.status, change.notes, change.reviewedAt, change.reviewedBy],
    );
  }

  /** Members with at least one document awaiting review, the longest waiting first. */
  async pendingReviews(): Promise<PendingReview[]> {
    const rows: { user_id: string; submitted_at: Date }[] = await this.dataSource.query(
      `SELECT user_id, min(uploaded_at) AS submitted_at FROM documents
        WHERE status = 'submitted' GROUP BY user_id ORDER BY submitted_at, user_id`,
    );
    return rows.map((row) => ({ userId: row.user_id, submittedAt: row.submitted_at }));
  }

  /** Records that an administrator was served a member's document. */
  async logAdminView(documentId: string, ownerId: string, adminId: string): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO document_access_log (document_id, owner_id, admin_id) VALUES ($1, $2, $3)',
      [documentId, ownerId, adminId],
    );
  }

  /**
   * Deletes the files past their deletion date, at most `limit` of them, keeping the metadata
   * (type, status, dates, reviewer) and marking when the bytes went. Returns how many.
   */
  async deleteDueFiles(limit: number, now: Date): Promise<number> {
    const [rows]: [{ id: string }[], number] = await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM documents
          WHERE file_deleted_at IS NULL AND delete_at <= $2
          ORDER BY delete_at LIMIT $1 FOR UPDATE SKIP LOCKED
       ), gone AS (
         DELETE FROM document_blobs WHERE document_id IN (SELECT id FROM due)
       )
       UPDATE documents SET file_deleted_at = $2 WHERE id IN (SELECT id FROM due) RETURNING id`,
      [limit, now],
    );
    return rows.length;
  }

  /** The member's verification as last announced (false when never announced). */
  async verification(manager: EntityManager, userId: string): Promise<boolean> {
    const rows: { is_verified: boolean }[] = await manager.query(
      'SELECT is_verified FROM document_verifications WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    return rows[0]?.is_verified ?? false;
  }

  async verifiedAmong(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) {
      return new Set();
    }
    const rows: { user_id: string }[] = await this.dataSource.query(
      'SELECT user_id FROM document_verifications WHERE user_id = ANY($1::uuid[]) AND is_verified',
      [[...new Set(userIds)]],
    );
    return new Set(rows.map((row) => row.user_id));
  }

  async setVerification(
    manager: EntityManager,
    userId: string,
    isVerified: boolean,
    changedAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO document_verifications (user_id, is_verified, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET is_verified = $2, changed_at = $3`,
      [userId, isVerified, changedAt],
    );
  }
}

import { documentTypes, type DocumentType } from '@mithaq/contracts';
import { useCallback, useRef, useState } from 'react';
import { documentTags } from '../../../entities/documents/document-matches';
import { api } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { useToast } from '../../../lib/toast';
import {
  checkFile,
  checkIssueDate,
  missingDocuments,
  SUBMISSION_FAILED,
  type RuleFailure,
} from '../lib/document-rules';
import { uploadDocument, UploadError } from '../lib/upload-document';

export type UploadState = 'idle' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  state: UploadState;
  /** Percent of the file's bytes sent. */
  progress: number;
  /** Why the server refused it. */
  error: string | null;
}

const idle: UploadItem = { state: 'idle', progress: 0, error: null };
const initialItems = (): Record<DocumentType, UploadItem> =>
  Object.fromEntries(documentTypes.map((type) => [type, idle])) as Record<DocumentType, UploadItem>;

/**
 * The secure upload form's state: the file chosen per type (checked on choosing), the proof of
 * address's date, and each item's upload (idle, uploading with its real progress, success,
 * error). Submitting sends the chosen files one after the other.
 */
export const useDocumentUploads = () => {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [files, setFiles] = useState<Partial<Record<DocumentType, File>>>({});
  const [items, setItems] = useState(initialItems);
  const [issueDate, setIssueDate] = useState('');
  const [problem, setProblem] = useState<RuleFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const update = useCallback(
    (type: DocumentType, item: Partial<UploadItem>) =>
      setItems((current) => ({ ...current, [type]: { ...current[type], ...item } })),
    [],
  );

  /** Keeps the file when it passes the checks; otherwise says why and keeps nothing. */
  const choose = useCallback(
    (type: DocumentType, file: File | null): boolean => {
      if (file) {
        const failure = checkFile(type, file);
        if (failure) {
          toast.error(failure.title, failure.description);
          setProblem(failure);
          return false;
        }
      }
      setProblem(null);
      setFiles((current) => {
        const next = { ...current };
        if (file) {
          next[type] = file;
        } else {
          delete next[type];
        }
        return next;
      });
      update(type, idle);
      return true;
    },
    [toast, update],
  );

  /** Uploads every chosen file; `needed` are the types that must have one. Resolves true when all arrived. */
  const submit = useCallback(
    async (needed: readonly DocumentType[]): Promise<boolean> => {
      if (busy.current) {
        return false;
      }
      const missing = missingDocuments(needed, files);
      const dateProblem = files.proof_of_address ? checkIssueDate(issueDate) : null;
      const failure =
        missing ?? (dateProblem ? { title: 'Invalid date', description: dateProblem } : null);
      const chosen = documentTypes.filter((type) => files[type] && items[type].state !== 'success');
      if (failure) {
        toast.error(failure.title, failure.description);
        setProblem(failure);
        return false;
      }
      if (chosen.length === 0) {
        const nothing = {
          title: 'No documents chosen',
          description: 'Please choose a file to upload',
        };
        toast.error(nothing.title, nothing.description);
        setProblem(nothing);
        return false;
      }
      busy.current = true;
      setSubmitting(true);
      setProblem(null);
      let failed = false;
      for (const type of chosen) {
        const file = files[type];
        if (!file) {
          continue;
        }
        update(type, { state: 'uploading', progress: 0, error: null });
        try {
          await uploadDocument({
            type,
            file,
            ...(type === 'proof_of_address' ? { issueDate } : {}),
            onProgress: (progress) => update(type, { progress }),
          });
          update(type, { state: 'success', progress: 100 });
        } catch (error) {
          failed = true;
          const message =
            error instanceof UploadError ? error.message : SUBMISSION_FAILED.description;
          update(type, { state: 'error', error: message });
        }
      }
      dispatch(api.util.invalidateTags([...documentTags]));
      busy.current = false;
      setSubmitting(false);
      if (failed) {
        toast.error(SUBMISSION_FAILED.title, SUBMISSION_FAILED.description);
        setProblem(SUBMISSION_FAILED);
        return false;
      }
      toast.success(
        'Documents submitted',
        'Your documents were uploaded securely and are awaiting review.',
      );
      return true;
    },
    [files, issueDate, items, toast, dispatch, update],
  );

  return { files, items, issueDate, setIssueDate, problem, submitting, choose, submit };
};

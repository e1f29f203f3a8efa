import type { OutboxStore } from '../outbox/outboxStore';
import type { CandidateRecordStore } from '../staffing/candidateRecordStore';
import type { ApplicantStore } from './applicantStore';
import type { UploadStore } from '../uploads/uploadStore';
import { uploadObjectKey, type ObjectStore } from '../../platform/objects/objectStore';

export interface WithdrawalDeps {
  applicants: ApplicantStore;
  /** Finds the job candidates whose application never finished (retention.ts). */
  candidateRecords: CandidateRecordStore;
  uploads: UploadStore;
  outbox: OutboxStore;
  objects: ObjectStore;
}

/**
 * Withdraws an application: its files first (the uploaded resume, the copies attached to its mails), then every
 * row in one transaction. A failure part-way leaves rows that still name the files that remain, so trying again
 * finishes the job; nothing is left that no row names. False when there was no such candidate (any more).
 */
export async function withdrawApplication(
  candidateId: string,
  { applicants, uploads, outbox, objects }: WithdrawalDeps,
) {
  const files = [
    ...(await uploads.keysOfCandidate(candidateId)).map(uploadObjectKey),
    ...(await outbox.attachmentPathsOfCandidate(candidateId)),
  ];
  if (files.length > 0) await objects.remove(files);
  return applicants.deleteCandidate(candidateId);
}

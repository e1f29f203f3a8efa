import type * as z from 'zod/mini';
import type {
  countrySchema,
  openingRecordSchema,
  positionTypes,
  recruiterSchema,
  signedUploadAnswerSchema,
  stateSchema,
  workModes,
} from './staffingSchemas';

/** Careers entities (decisions 012 and 014). Field names are the staffing API's wire names and must not change. */

// The answers the staffing API gives are typed by their schemas (staffingSchemas.ts); type-only imports keep zod
// out of this file, which is part of the package's root entry.
export type PositionType = (typeof positionTypes)[number];
export type WorkMode = (typeof workModes)[number];
/** One job opening as the staffing API returns it. */
export type Opening = z.infer<typeof openingRecordSchema>;
export type Country = z.infer<typeof countrySchema>;
export type State = z.infer<typeof stateSchema>;
export type Recruiter = z.infer<typeof recruiterSchema>;

export type WorkAuthorization = 'Citizen' | 'Green Card' | 'H1B' | 'Other';
export type YesNo = 'Yes' | 'No';
export type Availability = 'Working' | 'Serve notice period' | 'Immediate';

/** Record posted to /post/candidateData (decision 014, external candidate record). */
export interface ExternalCandidateRecord {
  EXTERNALCANDIDATE_UUID: string;
  REQUIREMENT_UUID: string;
  CND_NM_TX: string;
  CND_EMAIL_ID: string;
  CND_PRIM_PH_NUM: string;
  CITY: string;
  CND_STATE: string;
  CND_COUNTRY: string;
  CND_ATHRZTN_TX: string;
  CND_H1BAPPROVED_TX: string;
  CND_H1BEXPIRY_TX: string;
  BST_TM_TO_CALL_TX: string;
  STAT_AVBLTY_TX: string;
  JOB_CHANGE_REASON: string;
  CND_CRNT_SAL_TX: string;
  EXPECTED_SALARY: string;
  DESIRED_LOCATION: string;
  INLNE_RESUME_CLOB: string;
  RECRUITER_NAME: string;
  /**
   * Our API's additions (decision 030): what the candidate consented to when applying, and the retention period
   * they were told. The time is the record's arrival.
   */
  CONSENT_PROCESSING?: 'Yes';
  CONSENT_TALENT_POOL?: 'Yes' | 'No';
  CONSENT_RETENTION_MONTHS?: number;
}

/** Record posted to /post/attachment. */
export interface AttachmentRecord {
  ATCHMT_ID: string;
  TBL_NM: 'EXTERNALCANDIDATE';
  KEY_NM: 'EXTERNALCANDIDATE_UUID';
  TBL_RW_ID: string;
  ATCHD_FILE_NM: string;
  CREATEDBY: string;
  INSERT_TS: string;
  AE_INSERT_ID: string;
  ATTACHMENT_INFO_ID: string;
  isDeleted: 0;
}

/** Record posted to /post/attachmentInfo. */
export interface AttachmentInfoRecord {
  ATTACHMENTINFO_ID: string;
  INFO_1: string;
  INFO_2: 'S3';
  INFO_3: 'Attachment';
}

/** Body of POST /s3uploadResume. */
export interface SignedUploadRequest {
  name: string;
  type: string;
  Attachment: string;
  /** Our API's addition: the candidate the resume belongs to, so withdrawing the application deletes it. */
  candidateId?: string;
}

export type SignedUploadAnswer = z.infer<typeof signedUploadAnswerSchema>;

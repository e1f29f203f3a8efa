/** Careers entities (decisions 012 and 014). Field names are the staffing API's wire names and must not change. */

export type PositionType = 'Contract' | 'Full-Time';
export type WorkMode = 'Remote' | 'Hybrid' | 'Onsite';

/** One job opening as the staffing API returns it. */
export interface Opening {
  REQ_ID: number;
  REQUIREMENT_UUID: string;
  PSTN_TITLE: string;
  PSTN_LCTN: string;
  PSTN_TYP: PositionType;
  WORK_LOCATION_PREFERENCE: WorkMode;
  /** Salary or rate as display text, for instance "USD 65/hr" or "INR 18-24 LPA". */
  PSTN_RATE: string;
  /** COUNTRY_UUID of the opening's country. */
  COUNTRY: string;
  /** "Yes" when the role involves travel between several locations. */
  MULTI_LOCATION: 'Yes' | 'No';
  INTERVIEW_TYPE: string;
  /** Job description as HTML; untrusted: render only through the shared sanitizer. */
  INTERNAL_JOB_DESCRIPTION: string;
  /** ISO date (YYYY-MM-DD) the opening was posted. */
  POSTED_DATE: string;
}

export interface Country {
  COUNTRY_UUID: string;
  COUNTRY_ID: number;
  COUNTRY_CODE: string;
  COUNTRY_NAME: string;
}

export interface State {
  STATE_UUID: string;
  STATE_ID: number;
  STATE_NAME: string;
  COUNTRY_UUID: string;
}

export interface Recruiter {
  USERID: number;
  FIRSTNAME: string;
  LASTNAME: string;
}

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
}

export interface SignedUploadAnswer {
  signedUrl: string;
}

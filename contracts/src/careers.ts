import type * as z from 'zod/mini';
import type {
  countrySchema,
  openingRecordSchema,
  openingSummarySchema,
  openingsSearchAnswerSchema,
  payPeriods,
  positionTypes,
  recruiterSchema,
  signedUploadAnswerSchema,
  stateSchema,
  workModes,
} from './staffingSchemas';
import type {
  attachmentInfoRecordSchema,
  attachmentRecordSchema,
  candidateRecordSchema,
  signedUploadRequestSchema,
} from './requestSchemas';

/** Careers entities (decisions 012 and 014). Field names are the staffing API's wire names and must not change. */

// The answers the staffing API gives are typed by their schemas (staffingSchemas.ts), the records the site sends by
// theirs (requestSchemas.ts); type-only imports keep zod out of this file, which is part of the package's root entry.
export type PositionType = (typeof positionTypes)[number];
export type WorkMode = (typeof workModes)[number];
/** What an opening's pay range is counted per (decision 059). */
export type PayPeriod = (typeof payPeriods)[number];
/** One job opening as the staffing API returns it. */
export type Opening = z.infer<typeof openingRecordSchema>;
/** An opening in a page of search results (decision 056). */
export type OpeningSummary = z.infer<typeof openingSummarySchema>;
export type OpeningsSearchAnswer = z.infer<typeof openingsSearchAnswerSchema>;
export type Country = z.infer<typeof countrySchema>;
export type State = z.infer<typeof stateSchema>;
export type Recruiter = z.infer<typeof recruiterSchema>;

export type WorkAuthorization = 'Citizen' | 'Green Card' | 'H1B' | 'Other';
export type YesNo = 'Yes' | 'No';
export type Availability = 'Working' | 'Serve notice period' | 'Immediate';

// What the site posts to the staffing API (decision 014): the output types of the request schemas
// (requestSchemas.ts), which the API validates with and the tests' fake API checks against.
/** Record posted to /post/candidateData, with our API's optional consent fields (decision 030). */
export type ExternalCandidateRecord = z.output<typeof candidateRecordSchema>;
/** Record posted to /post/attachment. */
export type AttachmentRecord = z.output<typeof attachmentRecordSchema>;
/** Record posted to /post/attachmentInfo. */
export type AttachmentInfoRecord = z.output<typeof attachmentInfoRecordSchema>;
/** Body of POST /s3uploadResume, with our API's optional candidateId (decision 029). */
export type SignedUploadRequest = z.output<typeof signedUploadRequestSchema>;

export type SignedUploadAnswer = z.infer<typeof signedUploadAnswerSchema>;

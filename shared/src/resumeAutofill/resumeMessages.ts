import type { ResumeFields } from './extractResumeFields';

/** What the page sends a resume worker: the file's bytes, transferred. */
export interface ResumeRequest {
  bytes: ArrayBuffer;
}

/** What a resume worker answers. */
export type ResumeAnswer =
  /** `ms`: the time the worker spent reading and searching, for the bench. */
  | { read: true; fields: ResumeFields; pages: number | undefined; ms: number }
  | { read: false; problem: 'encrypted' | 'no-text' | 'unreadable' };

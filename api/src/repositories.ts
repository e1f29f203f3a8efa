import type { Database } from './db/tables';
import { ApplicantStore } from './features/applications/applicantStore';
import { CandidateRecordStore } from './features/staffing/candidateRecordStore';
import { ListStore } from './features/staffing/listStore';
import { OpeningStore } from './features/staffing/openingStore';

/**
 * The staffing system's records and the applicants, one repository per record group (docs/api.md). Each feature's
 * deps name the ones it reads; the server and the tests spread the whole set.
 */
export function recordRepositories(db: Database) {
  return {
    lists: new ListStore(db),
    openingRecords: new OpeningStore(db),
    candidateRecords: new CandidateRecordStore(db),
    applicants: new ApplicantStore(db),
  };
}

import type { Recruiter } from '@tekvana/contracts';

export const RECRUITERS: readonly Recruiter[] = [
  { USERID: 101, FIRSTNAME: 'Priya', LASTNAME: 'Deshmukh' },
  { USERID: 102, FIRSTNAME: 'Michael', LASTNAME: 'Turner' },
  { USERID: 103, FIRSTNAME: 'Ananya', LASTNAME: 'Rao' },
  { USERID: 104, FIRSTNAME: 'Jessica', LASTNAME: 'Alvarez' },
  { USERID: 105, FIRSTNAME: 'Rahul', LASTNAME: 'Verma' },
  { USERID: 106, FIRSTNAME: 'David', LASTNAME: 'Kim' },
  { USERID: 107, FIRSTNAME: 'Sneha', LASTNAME: 'Kulkarni' },
];

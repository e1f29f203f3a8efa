// Reading the files a visitor chooses, and sending them: the forms of every remote that takes a resume use these.
export { readBlob } from './readBlob';
export { valuesFingerprint } from './valuesFingerprint';
export * from './resumeProblem';
export * from './sendWithResume';
export * from './submitTracker';

export { SectionHeader } from './SectionHeader';
export { SupportText } from './SupportText';
export { sectionHeadingId } from './sectionId';

export { SectionFrame } from './SectionFrame';
export { SectionHeader } from './SectionHeader';
export { SectionImage } from './SectionImage';
export { SupportText } from './SupportText';
export { sectionHeadingId } from './sectionId';

// Original brand-palette illustrations. The data files name an image by its file name; webpack emits each as a
// hashed file under the remote's own public path, and this table gives the URL for the name. Heroes open a page, so
// they travel inside the data as data URLs and the first paint needs no request to the remote (decision 036).
// Heroes are dark on their left half so white overlay text keeps AA contrast.
import heroAi from './hero-ai.svg?inline';
import heroCloud from './hero-cloud.svg?inline';
import heroTeam from './hero-team.svg?inline';
import sceneCelebration from './scene-celebration.svg';
import sceneCommunity from './scene-community.svg';
import sceneLearning from './scene-learning.svg';
import sceneOffice from './scene-office.svg';
import verticalCode from './vertical-code.svg';
import verticalData from './vertical-data.svg';
import verticalPeople from './vertical-people.svg';

/** Image file name -> its URL; the data test fails when a file of this folder is missing here. */
export const imageUrls: Readonly<Record<string, string>> = {
  'hero-ai.svg': heroAi,
  'hero-cloud.svg': heroCloud,
  'hero-team.svg': heroTeam,
  'scene-celebration.svg': sceneCelebration,
  'scene-community.svg': sceneCommunity,
  'scene-learning.svg': sceneLearning,
  'scene-office.svg': sceneOffice,
  'vertical-code.svg': verticalCode,
  'vertical-data.svg': verticalData,
  'vertical-people.svg': verticalPeople,
};

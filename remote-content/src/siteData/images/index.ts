// Original brand-palette illustrations; webpack emits each as a hashed file and these are their URLs.
// Heroes are dark on their left half so white overlay text keeps AA contrast.
export { default as heroCloud } from './hero-cloud.svg';
export { default as heroAi } from './hero-ai.svg';
export { default as heroTeam } from './hero-team.svg';
export { default as verticalCode } from './vertical-code.svg';
export { default as verticalData } from './vertical-data.svg';
export { default as verticalPeople } from './vertical-people.svg';
export { default as sceneCommunity } from './scene-community.svg';
export { default as sceneLearning } from './scene-learning.svg';
export { default as sceneCelebration } from './scene-celebration.svg';
export { default as sceneOffice } from './scene-office.svg';

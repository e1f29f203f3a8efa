// The contracts, for the apps: one import for the browser kit and what it speaks (decision 055).
export * from '@tekvana/contracts';
export * from './config/siteBrand';
export * from './randomId';
export * from './deviceStorage';
export * from './navigation';
export * from './pageHead/pageHead';
export * from './render/renderScope';

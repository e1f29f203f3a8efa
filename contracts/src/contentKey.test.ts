import { contentKeyOf } from './contentKey';

describe('contentKeyOf', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/overview/leadership', 'leadership'],
    ['/overview/leadership/', 'leadership'],
    ['/contact-us', 'contact-us'],
  ])('%s -> %s', (pathname, key) => expect(contentKeyOf(pathname)).toBe(key));
});

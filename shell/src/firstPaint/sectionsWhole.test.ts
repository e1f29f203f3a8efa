import type { Location } from 'react-router-dom';
import { keyWithSectionsWhole, SECTIONS_WHOLE_ATTRIBUTE } from './sectionsWhole';

afterEach(() => document.documentElement.removeAttribute(SECTIONS_WHOLE_ATTRIBUTE));

describe('keyWithSectionsWhole', () => {
  it('renders every section before the router reads the position it keys, and keys it by the history entry', () => {
    const location = { pathname: '/', search: '', hash: '', state: null, key: 'k1' } satisfies Location;
    expect(document.documentElement.hasAttribute(SECTIONS_WHOLE_ATTRIBUTE)).toBe(false);
    expect(keyWithSectionsWhole(location, [])).toBe('k1');
    expect(document.documentElement.hasAttribute(SECTIONS_WHOLE_ATTRIBUTE)).toBe(true);
  });
});

import { SECTION_TYPES, SECTION_MODULES } from '@tekvana/shared';
import { sampleSections } from './sampleSections';
import { sectionComponents } from './sectionComponents';
import { standaloneSections } from './standalonePage';

describe('standalone page', () => {
  it('has sample data for every section type of this remote', () => {
    const declared = SECTION_TYPES.filter((type) => SECTION_MODULES[type].remote === 'content');
    const sampled = new Set(sampleSections.map((section) => section.type));
    expect(declared.filter((type) => !sampled.has(type))).toEqual([]);
    expect(Object.keys(sectionComponents).sort()).toEqual([...declared].sort());
    expect(standaloneSections('')).toHaveLength(sampleSections.length);
  });

  it('shows only the types named in ?type=', () => {
    expect(standaloneSections('?type=CONTACT-US').map(({ section }) => section.type)).toEqual(['CONTACT-US']);
    expect(standaloneSections('?type=BLOGS,FAQ-SECTION').map(({ section }) => section.type)).toEqual([
      'FAQ-SECTION',
      'BLOGS',
      'BLOGS',
    ]);
  });
});

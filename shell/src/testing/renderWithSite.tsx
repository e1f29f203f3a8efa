import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { DeployConfig, Page, SiteOutline } from '@tekvana/shared';
import { SiteOutlineContext } from '../siteData/SiteOutlineContext';

export const testOutline: SiteOutline = {
  header: {
    brand: { name: 'Tekvana Technologies', shortName: 'Tekvana', slug: 'tekvana', logoUrl: '/logo.svg' },
    menu: [
      { title: 'Home', targetUrl: '/home' },
      {
        title: 'Services',
        targetUrl: '',
        subMenu: [
          {
            title: 'Cloud',
            targetUrl: '',
            subMenu: [{ title: 'Migration', targetUrl: '/cloud-services/cloud-migration' }],
          },
          { title: 'DevOps', targetUrl: '/digital-transformation/devops' },
          { title: 'QA product', targetUrl: 'https://example.com/qa' },
        ],
      },
    ],
    secondaryMenu: [{ title: 'Insurance', targetUrl: '/ai-solutions/insurance' }],
  },
  footer: {
    columns: [{ title: 'Company', links: [{ title: 'Contact', targetUrl: '/contact-us' }] }],
    social: [{ network: 'linkedin', url: 'https://example.com/linkedin' }],
    copyrightHolder: 'Tekvana Technologies',
    privacyPolicyUrl: '/privacy-policy',
  },
  pageKeys: ['home', 'devops'],
};

export const testPages: Record<'home' | 'devops', Page> = {
  home: {
    title: 'Home',
    description: 'Home page',
    sections: [{ order: 1, type: 'TITLE-SECTION', heading: 'Welcome' }],
  },
  devops: { title: 'DevOps', description: 'DevOps page', sections: [] },
};

/** A deploy config whose site URL the head tags and structured data are checked against. */
export const testDeployConfig: DeployConfig = {
  remotes: { content: '', careers: '', internship: '' },
  staffingApiBaseUrl: '',
  emailApiBaseUrl: '',
  siteUrl: 'https://www.example.com',
  mail: { contact: [], applicationPrimaryCountry: [], applicationOtherCountries: [] },
};

/** Renders `element` at `path` inside the site data's outline and a memory router. */
export function renderWithSite(element: ReactNode, path = '/', outline: SiteOutline = testOutline) {
  return render(
    <SiteOutlineContext.Provider value={outline}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </SiteOutlineContext.Provider>,
  );
}

import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// By package name, not by path: the deploy config must land in the same (federation-shared) module the
// sections read it from.
import { setDeployConfig, type Section, type SectionProps } from '@tekvana/shared';
import { fetchDeployConfig } from '@tekvana/contracts/deployConfigSchema';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';

export interface StandaloneSection {
  component: ComponentType<SectionProps>;
  section: Section;
}

/**
 * A remote's own page: its sections with sample data, without the shell, so a team can develop and test
 * its remote alone. It reads the remote's own deploy-config.json for the API base URLs.
 */
export async function renderStandalone(title: string, sections: StandaloneSection[]): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    setDeployConfig(await fetchDeployConfig('deploy-config.json'));
  } catch (error) {
    root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
    return;
  }
  document.title = title;
  root.render(
    <StrictMode>
      <BrowserRouter>
        <RouterNavigation>
          <header className="standalone-banner">
            <p className="mb-0">
              <strong>{title}</strong> — standalone page of this remote, with sample data
            </p>
          </header>
          <main id="main-content">
            <Suspense fallback={<p role="status">Loading…</p>}>
              {sections.map(({ component: Component, section }) => (
                <Component key={`${section.type}-${section.order}`} section={section} />
              ))}
            </Suspense>
          </main>
        </RouterNavigation>
      </BrowserRouter>
    </StrictMode>,
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const HEADING_WAIT_MS = 5000;

/**
 * After a client-side navigation, moves focus to the new page's h1 (its sections load lazily, so wait for it)
 * and returns the new title for a polite live region: screen-reader users hear where they are, keyboard
 * users continue from the top of the new page. The first load keeps the browser's own behaviour.
 */
export function useRouteFocus(): string {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const deadline = Date.now() + HEADING_WAIT_MS;
    let timer: ReturnType<typeof setTimeout>;
    const focusHeading = () => {
      const main = document.getElementById('main-content');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading && Date.now() < deadline) {
        timer = setTimeout(focusHeading, 50);
        return;
      }
      const target = heading ?? main;
      if (target) {
        if (target === heading) heading.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    focusHeading();
    return () => clearTimeout(timer);
  }, [pathname]);

  return announcement;
}

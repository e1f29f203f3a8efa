/** @jest-environment node */
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { useInView } from './useInView';

function Probe() {
  const ref = useRef<HTMLParagraphElement>(null);
  return <p ref={ref}>{useInView(ref) ? 'seen' : 'not seen'}</p>;
}

// A browser's first render has not seen the element yet; a server has no IntersectionObserver. Both must draw the
// same, or the served page is redrawn on hydration. (The browser side is covered by the sections' own tests.)
it('renders "not seen" on a server, as a browser first renders it', () => {
  expect(typeof IntersectionObserver).toBe('undefined');
  expect(renderToString(<Probe />)).toBe('<p>not seen</p>');
});

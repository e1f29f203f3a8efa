import { useId, useState, type ReactNode } from 'react';

interface Props {
  heading: string;
  intro: ReactNode;
  buttonLabel: string;
  /**
   * The panel, rendered from the first opening on (its code may load only then) and hidden, not removed, when
   * closed, so what was typed stays. `openings` counts the openings, for a panel that moves focus on each.
   */
  children: (openings: number) => ReactNode;
}

/** A titled block with a button that shows and hides a panel below it (aria-expanded on the button). */
export function DisclosureSection({ heading, intro, buttonLabel, children }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [openings, setOpenings] = useState(0);
  const id = useId();
  const panel = `${id}-panel`;

  function toggle() {
    if (!expanded) setOpenings((count) => count + 1);
    setExpanded(!expanded);
  }

  return (
    <section className="border rounded p-4 mt-4" aria-labelledby={`${id}-heading`}>
      {/* Inside the openings section, under its h2. */}
      <h3 id={`${id}-heading`} className="h3 mb-2">
        {heading}
      </h3>
      <p>{intro}</p>
      <button type="button" className="btn btn-primary" aria-expanded={expanded} aria-controls={panel} onClick={toggle}>
        {buttonLabel}
      </button>
      <div id={panel} className="mt-4" hidden={!expanded}>
        {openings > 0 && children(openings)}
      </div>
    </section>
  );
}

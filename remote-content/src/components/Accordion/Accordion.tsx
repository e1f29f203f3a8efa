import { useId, useState } from 'react';
import './Accordion.css';

export interface AccordionEntry {
  title: string;
  body: string;
}

interface Props {
  items: AccordionEntry[];
  /** Index of the panel open at first (the first one by default). */
  initiallyOpen?: number;
}

/**
 * Bootstrap's accordion look, driven by React (no Bootstrap JS): one panel open at a time, each header a
 * button that names and controls its panel.
 */
export function Accordion({ items, initiallyOpen = 0 }: Props) {
  const [open, setOpen] = useState<number | undefined>(initiallyOpen);
  const baseId = useId();
  return (
    <div className="accordion tk-accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div className="accordion-item" key={`${index}-${item.title}`}>
            <h3 className="accordion-header">
              <button
                type="button"
                id={buttonId}
                className={`accordion-button${expanded ? '' : ' collapsed'}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? undefined : index)}
              >
                {item.title}
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse"
              hidden={!expanded}
            >
              <div className="accordion-body">{item.body}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

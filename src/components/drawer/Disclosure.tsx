import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from '../icons/icons';

interface DisclosureProps {
  title: string;
  /** The current value, shown beside the title (e.g. the language). */
  summary?: string;
  id?: string;
  defaultOpen?: boolean;
  onExpand?: () => void;
  children: ReactNode;
}

/** One accordion section of a drawer: a heading button (aria-expanded) and its region, rendered only while open. */
export function Disclosure({ title, summary, id, defaultOpen = false, onExpand, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const key = useId();
  return (
    <div className="ex-acc" data-section={id} data-state={open ? 'open' : 'closed'}>
      <h3>
        <button
          type="button"
          id={`${key}b`}
          className="ex-acc__trigger"
          aria-expanded={open}
          aria-controls={`${key}p`}
          onClick={() => {
            if (!open) onExpand?.();
            setOpen(!open);
          }}
        >
          <span className="ex-acc__title">{title}</span>
          {summary ? <span className="ex-acc__summary">{summary}</span> : null}
          <ChevronDown />
        </button>
      </h3>
      <div id={`${key}p`} className="ex-acc__panel" role="region" aria-labelledby={`${key}b`} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}

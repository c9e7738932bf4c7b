import type { MenuEntry, MenuGroup } from '../../menu/types';
import { qualifiedItemId } from './item-id';
import { useT } from '../use-t';
import { MenuEntryLink } from './MenuEntryLink';

interface MenuPanelProps {
  group: MenuGroup;
  onAction?: (entry: MenuEntry) => void;
}

/** The sections and entries of one menu group. */
export function MenuPanel({ group, onAction }: MenuPanelProps) {
  const t = useT();
  return (
    <>
      {group.sections.map((section) => (
        <div
          className="ex-section"
          key={section.id}
          role="group"
          aria-label={section.titleKey ? t(section.titleKey) : undefined}
        >
          {section.titleKey ? (
            <p className="ex-section__title" aria-hidden="true">
              {t(section.titleKey)}
            </p>
          ) : null}
          <ul className="ex-section__list">
            {section.entries.map((entry) => (
              <li key={entry.id}>
                <MenuEntryLink entry={entry} itemId={qualifiedItemId(group, entry)} onAction={onAction} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

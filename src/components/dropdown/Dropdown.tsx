import { ExAnalyticsEvent } from '../../events';
import { FeatureSlot } from '../../features/FeatureSlot';
import { prefetchFeature } from '../../features/lazy';
import { openedFeature, type DropdownContent } from '../../markup/controls';
import type { MarkupElement } from '../../markup/node';
import { downloadLinks } from '../../menu/downloads';
import { $locale } from '../../stores/locale';
import { renderElement, type ControlView } from '../../render/markup-react';
import { useHost } from '../host';
import { addStyles } from '../../internal/style-sheet';
import css from './panel.css?inline';
import { useDropdown } from './use-dropdown';

addStyles(css);

/** The open panel's contents, loaded lazily (its code is prefetched on hover or focus of the dropdown). */
function PanelContent({ content, close }: { content: DropdownContent; close: () => void }) {
  switch (content.type) {
    case 'menu':
      return <FeatureSlot name="menu-panel" onError={close} props={{ groupId: content.groupId }} />;
    case 'more-menus':
      return content.groupIds.map((groupId) => (
        <FeatureSlot key={groupId} name="menu-panel" onError={close} props={{ groupId, titled: true }} />
      ));
    case 'download':
      return <FeatureSlot name="download-panel" onError={close} props={{}} />;
  }
}

/**
 * A described dropdown (a menu, "More menus", the app download) made live: the behaviour of useDropdown on its
 * trigger and panel, and the panel's contents while open.
 */
export const Dropdown: ControlView<'dropdown'> = ({ markup, control, views }) => {
  const { emit } = useHost();
  const [trigger, panel] = markup.children as MarkupElement[];
  const onOpen =
    control.content.type === 'download'
      ? () => {
          const itemIds = downloadLinks($locale.get()).map((link) => link.id);
          emit(new ExAnalyticsEvent({ type: 'exposure', itemId: 'download', itemIds }));
        }
      : undefined;
  const dropdown = useDropdown(`menu:${markup.attributes['data-menu']}`, onOpen, control.align);
  const prefetch = () => prefetchFeature(openedFeature(markup.attributes)!);
  const close = () => dropdown.close();
  return renderElement(
    markup,
    views,
    {
      ...dropdown.wrapperProps,
      'data-state': dropdown.open ? 'open' : 'closed',
      onPointerOver: prefetch,
      onFocus: prefetch,
    },
    [
      renderElement(trigger, views, dropdown.triggerProps, undefined, 'trigger'),
      renderElement(
        panel,
        views,
        {
          ...dropdown.panelProps,
          // A followed link closes the menu, also when the host routes it itself (ex-navigate prevented).
          onClick: (event: MouseEvent) => {
            if ((event.target as Element).closest('a[href]')) close();
          },
        },
        [dropdown.open ? <PanelContent key="content" content={control.content} close={close} /> : null],
        'panel',
      ),
    ],
  );
};

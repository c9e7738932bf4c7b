import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { describeRoot } from '../../markup/bar';
import { renderElement } from '../../render/markup-react';
import { $language } from '../../stores/locale';
import { $theme } from '../../stores/theme';

/**
 * The inner root of every element (src/markup/bar.ts describeRoot): theme, direction and language. Switching between
 * ar and another locale re-renders it without a reload; the host element's own attributes belong to the page.
 */
export function Root({ className, children }: { className: string; children?: ReactNode }) {
  const theme = useStore($theme);
  const language = useStore($language);
  return renderElement(describeRoot({ theme, language }, className), undefined, {}, [children]);
}

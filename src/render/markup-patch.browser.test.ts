// Drawing again from a new description: what a behaviour set on a drawn node stays (a broken icon hidden, an avatar
// showing initials), what the description changed is written, and the nodes that still fit are kept.
import { describe, expect, it } from 'vitest';
import { el } from '../markup/node';
import { drawElement, patchChildren, patchElement } from './markup-patch';

const entry = (label: string, avatar = 'image') =>
  el(
    'a',
    { class: 'ex-entry', href: '/x' },
    el('img', { class: 'ex-entry__icon', src: '/icon.png', alt: '' }),
    el('span', { 'data-avatar': avatar }, label),
  );

describe('markup-patch', () => {
  it('keeps what a behaviour set on nested nodes it drew, across redraws from new descriptions', () => {
    const panel = document.createElement('div');
    patchChildren(panel, [entry('Spot')]);
    const icon = panel.querySelector('img')!;
    icon.hidden = true;
    patchChildren(panel, [entry('Spot markets')]);
    expect(panel.querySelector('img')).toBe(icon);
    expect(icon.hidden).toBe(true);
    expect(panel.textContent).toBe('Spot markets');
  });

  it('drawElement: a later patch writes only what the description changed', () => {
    const drawn = drawElement(el('div', {}, entry('Spot')));
    const label = drawn.querySelector('span')!;
    label.setAttribute('data-avatar', 'initials');
    drawn.querySelector('img')!.hidden = true;
    patchElement(drawn, el('div', { 'data-theme': 'dark' }, entry('Spot')));
    expect(drawn.getAttribute('data-theme')).toBe('dark');
    expect(label.getAttribute('data-avatar')).toBe('initials');
    expect(drawn.querySelector('img')!.hidden).toBe(true);
    patchElement(drawn, el('div', { 'data-theme': 'dark' }, entry('Spot', 'none')));
    expect(label.getAttribute('data-avatar')).toBe('none');
  });
});

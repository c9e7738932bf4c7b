// @vitest-environment happy-dom
// The harnesses' hooks against the markup the header draws: each hook finds what it names in a rendered bar.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { renderHeader } from '../server';
import { ELEMENT_TAGS, HOOKS } from './hooks';

describe('the stable hooks of ex-header/testing', () => {
  it('name every element module (elements/<tag>.ts), the header first', () => {
    const modules = readdirSync('elements').filter(
      (name) => /^ex-[a-z-]+\.ts$/.test(name) && !name.includes('.contract'),
    );
    expect([...ELEMENT_TAGS].sort()).toEqual(modules.map((name) => name.replace(/\.ts$/, '')).sort());
    expect(ELEMENT_TAGS[0]).toBe('ex-header');
  });

  it("find the bar's menus, their buttons and panels in the markup the header renders", async () => {
    const html = await renderHeader({ path: '/', user: { userId: '1' } });
    // The declarative shadow root as a plain template, to read its content.
    const parsed = new DOMParser().parseFromString(html.replace(' shadowrootmode="open"', ''), 'text/html');
    const scope = parsed.querySelector('template')!.content;
    const keys = [...scope.querySelectorAll(HOOKS.barMenus)].map((node) => node.getAttribute('data-menu'));
    expect(keys).toEqual(expect.arrayContaining(['futures', 'spot', 'user', 'download']));
    expect(keys).not.toContain('collapse');
    for (const key of keys) {
      const trigger = scope.querySelector(HOOKS.menuTrigger(key!));
      expect(trigger?.getAttribute('aria-controls'), key!).toBe(HOOKS.menuPanel(key!).slice(1));
      expect(scope.querySelector(HOOKS.menuPanel(key!))?.getAttribute('aria-labelledby')).toBe(trigger?.id);
    }
    expect(scope.querySelector(HOOKS.languageButton)).not.toBeNull();
    expect(scope.querySelector(HOOKS.themeToggle)).not.toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { observeThemeSource, parseThemeSource, readThemeSource, writeThemeSource } from './theme-source';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.className = '';
  document.body.removeAttribute('data-md-color-scheme');
});

describe('parseThemeSource: where a site keeps its theme', () => {
  it.each([
    ['system', { kind: 'system', text: 'system' }],
    [' System ', { kind: 'system', text: 'system' }],
    ['html[data-theme]', { kind: 'attribute', target: 'html', name: 'data-theme' }],
    [':root[data-theme]', { kind: 'attribute', target: 'html', name: 'data-theme' }],
    ['html.dark', { kind: 'class', target: 'html', name: 'dark' }],
    ['body.theme-dark', { kind: 'class', target: 'body', name: 'theme-dark' }],
    [
      'body[data-md-color-scheme=slate]',
      { kind: 'attribute', target: 'body', name: 'data-md-color-scheme', dark: 'slate' },
    ],
    [
      'body[data-md-color-scheme="slate"]',
      { kind: 'attribute', target: 'body', name: 'data-md-color-scheme', dark: 'slate' },
    ],
    ["html[ data-mode = 'night' ]", { kind: 'attribute', target: 'html', name: 'data-mode', dark: 'night' }],
  ])('%j', (text, expected) => {
    expect(parseThemeSource(text)).toMatchObject(expected);
  });

  it.each([
    '',
    'dark',
    'div.dark',
    'html',
    'html.dark, body.dark',
    'html[data-theme',
    'html .dark',
    'html[on*=x]',
    'javascript:alert(1)',
  ])('%j names no source', (text) => {
    expect(parseThemeSource(text)).toBeNull();
  });
});

describe('readThemeSource and writeThemeSource: the page is the truth', () => {
  it('an attribute that says dark or light, both ways; an unknown value says nothing', () => {
    const source = parseThemeSource('html[data-theme]')!;
    expect(readThemeSource(source)).toBeNull();
    document.documentElement.setAttribute('data-theme', 'dark');
    expect(readThemeSource(source)).toBe('dark');
    writeThemeSource(source, 'light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(readThemeSource(source)).toBe('light');
    document.documentElement.setAttribute('data-theme', 'sepia');
    expect(readThemeSource(source)).toBeNull();
  });

  it('a class that means dark', () => {
    const source = parseThemeSource('html.dark')!;
    expect(readThemeSource(source)).toBe('light');
    writeThemeSource(source, 'dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(readThemeSource(source)).toBe('dark');
    writeThemeSource(source, 'light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('one value that means dark (MkDocs Material); light removes it', () => {
    const source = parseThemeSource('body[data-md-color-scheme=slate]')!;
    document.body.setAttribute('data-md-color-scheme', 'default');
    expect(readThemeSource(source)).toBe('light');
    writeThemeSource(source, 'dark');
    expect(document.body.getAttribute('data-md-color-scheme')).toBe('slate');
    writeThemeSource(source, 'light');
    expect(document.body.hasAttribute('data-md-color-scheme')).toBe(false);
  });

  it('the system preference is read by the store, never written', () => {
    const source = parseThemeSource('system')!;
    expect(readThemeSource(source)).toBeNull();
    writeThemeSource(source, 'dark');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(document.documentElement.classList.length).toBe(0);
  });

  it('observes only the attribute it reads, until stopped', async () => {
    let calls = 0;
    const stop = observeThemeSource(parseThemeSource('html[data-theme]')!, () => (calls += 1));
    document.documentElement.setAttribute('lang', 'de');
    document.documentElement.setAttribute('data-theme', 'dark');
    await Promise.resolve();
    expect(calls).toBe(1);
    stop();
    document.documentElement.setAttribute('data-theme', 'light');
    await Promise.resolve();
    expect(calls).toBe(1);
    document.documentElement.removeAttribute('lang');
  });
});

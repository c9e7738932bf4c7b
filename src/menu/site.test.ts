import { describe, expect, it } from 'vitest';
import { SCENARIO_CONTEXTS } from '../../tests/fixtures/menu-scenarios';
import { flatEntries } from '../../tests/fixtures/menu-contexts';
import { APP_LINKS } from '../constants';
import { fallbackLinks } from './fallback';
import { buildBarModel } from './groups';
import { buildHeaderModel } from './model';
import { guestSite, onSite, returnAddress } from './site';
import type { MenuContext } from './types';

const SITE = 'https://www.example.com';
const HELP = 'https://help.example.com';

describe('guestSite: where the links go', () => {
  it.each([
    [null, HELP, null],
    [SITE, HELP, SITE],
    [`${SITE}/`, HELP, SITE],
    [SITE, SITE, null],
    [`${SITE}/exchange`, SITE, `${SITE}/exchange`],
    [SITE, null, SITE],
  ])('site-base %j on a page of %j -> %j', (siteBase, pageOrigin, expected) => {
    expect(guestSite(siteBase, pageOrigin)).toBe(expected);
  });

  it('puts root-relative links under the site, and leaves full URLs, same-page links and other hosts alone', () => {
    expect(onSite('/de/spot/BTCUSDT', SITE)).toBe(`${SITE}/de/spot/BTCUSDT`);
    expect(onSite('https://status.example.com', SITE)).toBe('https://status.example.com');
    expect(onSite('#top', SITE)).toBe('#top');
    expect(onSite('//evil.example/x', SITE)).toBe('//evil.example/x');
    expect(onSite('/spot', null)).toBe('/spot');
  });

  it("from= is the page's full URL on a guest page and its path at home", () => {
    expect(returnAddress('/hc/en-us/articles/1?q=a', SITE, HELP)).toBe(`${HELP}/hc/en-us/articles/1?q=a`);
    expect(returnAddress('/futures', null, SITE)).toBe('/futures');
    expect(returnAddress('/hc', SITE, null)).toBe('/hc');
  });
});

/** Every link a model of this context renders: the bar's, the panels', the fallback's. */
function everyHref(context: MenuContext): string[] {
  const bar = buildBarModel(context);
  const model = buildHeaderModel(context);
  return [
    bar.home,
    bar.download,
    ...(bar.auth ? [bar.auth.login, bar.auth.register] : []),
    ...[...bar.nav, ...bar.account].flatMap((group) => (group.href ? [group.href] : [])),
    ...flatEntries(model).flatMap(({ entry }) => (entry.href ? [entry.href] : [])),
    ...fallbackLinks(context).map((link) => link.href),
  ];
}

describe('a guest page (a help center on its own origin): every role, every link goes to the main site', () => {
  const storeLinks = new Set<string>(Object.values(APP_LINKS));
  it.each(SCENARIO_CONTEXTS.map(({ scenario, context }) => [scenario.name, context] as const))(
    '%s',
    (_name, context) => {
      const home = everyHref(context);
      const guest = everyHref({ ...context, siteBase: SITE, pageOrigin: HELP, path: '/hc/en-us/articles/1' });
      expect(guest.length).toBeGreaterThan(0);
      for (const href of guest) {
        const offSite = href.startsWith(`${SITE}/`) || storeLinks.has(href) || !href.startsWith('/');
        expect(offSite, href).toBe(true);
      }
      // The same entries as at home, each pointing at the same page of the main site (from= aside).
      const comparable = (href: string) => href.replace(SITE, '').replace(/from=[^&]*/, 'from=');
      expect(guest.map(comparable)).toEqual(
        everyHref({ ...context, path: '/hc/en-us/articles/1' }).map((href) => href.replace(/from=[^&]*/, 'from=')),
      );
      expect(home.every((href) => !href.startsWith(SITE))).toBe(true);
    },
  );

  it("log in and sign up return the reader to the article's full URL", () => {
    const context = SCENARIO_CONTEXTS[0]!.context;
    const bar = buildBarModel({ ...context, siteBase: SITE, pageOrigin: HELP, path: '/hc/de/articles/7?x=1' });
    const login = new URL(bar.auth!.login);
    expect(login.origin + login.pathname).toBe(`${SITE}/login`);
    expect(login.searchParams.get('from')).toBe(`${HELP}/hc/de/articles/7?x=1`);
    expect(new URL(bar.auth!.register).searchParams.get('from')).toBe(`${HELP}/hc/de/articles/7?x=1`);
  });

  it("internal entries stay in the reader's window on the main site; only other sites open a new one", () => {
    const context = SCENARIO_CONTEXTS[0]!.context;
    const model = buildHeaderModel({ ...context, siteBase: SITE, pageOrigin: HELP });
    const spot = flatEntries(model).find(({ entry }) => entry.id === 'spot');
    expect(spot?.entry).toMatchObject({ href: `${SITE}/spot/BTCUSDT`, newWindow: false });
  });

  it("on the site's own origin the links stay root-relative", () => {
    const context = SCENARIO_CONTEXTS[0]!.context;
    expect(everyHref({ ...context, siteBase: SITE, pageOrigin: SITE })).toEqual(everyHref(context));
  });
});

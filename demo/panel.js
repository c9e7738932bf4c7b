// Demo control panel for demo/index.html: plain DOM, no framework, no inline scripts or styles.
// Loaded as a classic script in the <head> before /dist/ex-header.js, so its document listeners catch every
// ex-* event from the very first render. Every event is also kept in `window.exDemo.events` for tests.
(function () {
  'use strict';

  var LOCALES = [
    'zh-CN', 'en', 'ja', 'vi', 'es', 'fr', 'de', 'pt', 'id', 'it', 'th', 'pl', 'uk', 'uz', 'ar', 'ph',
    'en-GB', 'en-AZ', 'en-IN', 'en-PH', 'pt-PT', 'es-ES', 'bg', 'es-AR', 'en-CA', 'ru', 'tr', 'zh-TW',
  ];

  var EVENTS = [
    'ex-navigate', 'ex-locale-change', 'ex-unit-change', 'ex-theme-change', 'ex-mode-change',
    'ex-logout', 'ex-analytics', 'ex-security-success', 'ex-security-fail',
  ];

  var USER_PRESETS = {
    master: { userId: '20251101', loginName: 'alice@example.com', childFlag: 0, rechargeFlag: 1, showUserVip: 0, vipLevel: 0, accountMode: 0 },
    vip: { userId: '20251102', loginName: 'vip.trader@example.com', childFlag: 0, rechargeFlag: 1, showUserVip: 1, vipLevel: 3, accountMode: 0 },
    sub: { userId: '20251103', loginName: 'desk-01@sub', childFlag: 1, rechargeFlag: 0, accountMode: 0 },
    'sub-recharge': { userId: '20251104', loginName: 'desk-02@sub', childFlag: 1, rechargeFlag: 1, accountMode: 0 },
    'sub-trader': { userId: '20251105', loginName: 'trader-03@sub', childFlag: 1, rechargeFlag: 0, subAccountTrader: true, accountMode: 0 },
    demo: { userId: '20251106', loginName: 'demo@example.com', demoUType: 'DemoStatus', accountMode: 1 },
    'demo-default': { userId: '20251107', loginName: 'bob@example.com', demoUType: 'DemoDefault', accountMode: 0 },
    unified: { userId: '20251108', loginName: 'uta@example.com', unified: true, canUseUnified: true, accountMode: 0 },
    fund: { userId: '20251109', loginName: 'fund@example.com', fundAccountMode: true, accountMode: 0 },
  };

  /** @type {{ events: Array<{ type: string, detail: unknown, defaultPrevented: boolean, time: number }> }} */
  var demo = (window.exDemo = window.exDemo || { events: [] });
  var pending = [];
  var list = null;
  var counter = null;

  function header() {
    return document.querySelector('ex-header');
  }

  function stringify(value) {
    try {
      return JSON.stringify(value);
    } catch (error) {
      return String(value);
    }
  }

  function render(entry) {
    if (!list) {
      pending.push(entry);
      return;
    }
    var item = document.createElement('li');
    var time = document.createElement('span');
    time.className = 'time';
    time.textContent = new Date(entry.time).toLocaleTimeString();
    var type = document.createElement('span');
    type.className = 'type';
    type.textContent = entry.type;
    var detail = document.createElement('code');
    detail.textContent = stringify(entry.detail);
    item.append(time, type, detail);
    if (entry.defaultPrevented) {
      var prevented = document.createElement('span');
      prevented.className = 'prevented';
      prevented.textContent = '(default prevented)';
      item.append(prevented);
    }
    list.prepend(item);
    counter.textContent = demo.events.length + (demo.events.length === 1 ? ' event' : ' events');
  }

  function spaMode() {
    var box = document.getElementById('spa-mode');
    return box ? box.checked : true;
  }

  function onNavigate(event) {
    if (!spaMode() || !event.cancelable) return;
    event.preventDefault();
    var detail = event.detail || {};
    if (!detail.href || detail.newWindow) return;
    var target;
    try {
      target = new URL(detail.href, location.href);
    } catch (error) {
      return;
    }
    if (target.origin !== location.origin) return;
    // A single-page app routes itself: push the new path and let the header re-read it.
    history.pushState(null, '', target.pathname + target.search + target.hash);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    showPath();
  }

  function onThemeChange(event) {
    var theme = event.detail && event.detail.theme;
    if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
  }

  function onLocaleChange(event) {
    var locale = event.detail && event.detail.locale;
    if (locale) document.documentElement.lang = locale;
    showPath();
  }

  EVENTS.forEach(function (type) {
    document.addEventListener(type, function (event) {
      if (type === 'ex-navigate') onNavigate(event);
      if (type === 'ex-theme-change') onThemeChange(event);
      if (type === 'ex-locale-change') onLocaleChange(event);
      // Read defaultPrevented after the other listeners on document had their turn.
      queueMicrotask(function () {
        var entry = { type: type, detail: event.detail, defaultPrevented: event.defaultPrevented, time: Date.now() };
        demo.events.push(entry);
        render(entry);
      });
    });
  });

  // ---- the form controls ----

  function setAttr(name, value) {
    var el = header();
    if (!el) return;
    if (value === null || value === '') el.removeAttribute(name);
    else el.setAttribute(name, value);
  }

  function showPath() {
    var input = document.getElementById('path');
    if (input) input.value = location.pathname + location.search + location.hash;
  }

  function applyPath(path) {
    history.replaceState(null, '', path || '/');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    showPath();
  }

  function checkJson(text, status) {
    status.className = 'status';
    status.textContent = '';
    if (text.trim() === '') {
      status.textContent = 'attribute removed';
      return;
    }
    try {
      JSON.parse(text);
      status.textContent = 'applied';
    } catch (error) {
      // Still applied as typed: the header must warn once and fall back, which is worth seeing in the demo.
      status.className = 'status error';
      status.textContent = 'not valid JSON (applied anyway; see the console)';
    }
  }

  function wire() {
    list = document.getElementById('event-log');
    counter = document.getElementById('event-count');
    var el = header();

    var locale = document.getElementById('locale');
    LOCALES.forEach(function (code) {
      var option = document.createElement('option');
      option.value = code;
      option.textContent = code;
      locale.append(option);
    });
    locale.value = (el && el.getAttribute('locale')) || '';
    locale.addEventListener('change', function () {
      setAttr('locale', locale.value);
    });

    var theme = document.getElementById('theme');
    theme.value = (el && el.getAttribute('theme')) || '';
    theme.addEventListener('change', function () {
      setAttr('theme', theme.value);
      if (theme.value) document.documentElement.dataset.theme = theme.value;
    });

    var mode = document.getElementById('mode');
    mode.value = (el && el.getAttribute('mode')) || '';
    mode.addEventListener('change', function () {
      setAttr('mode', mode.value);
    });

    var unified = document.getElementById('unified-page');
    unified.checked = !!(el && el.hasAttribute('unified-page'));
    unified.addEventListener('change', function () {
      if (el) el.toggleAttribute('unified-page', unified.checked);
    });

    showPath();
    document.getElementById('path-form').addEventListener('submit', function (event) {
      event.preventDefault();
      applyPath(document.getElementById('path').value.trim());
    });
    document.getElementById('path-reset').addEventListener('click', function () {
      applyPath('/');
    });

    var user = document.getElementById('user');
    var preset = document.getElementById('user-preset');
    user.value = (el && el.getAttribute('user')) || '';
    preset.addEventListener('change', function () {
      var value = USER_PRESETS[preset.value];
      user.value = value ? JSON.stringify(value, null, 2) : '';
    });
    document.getElementById('user-form').addEventListener('submit', function (event) {
      event.preventDefault();
      setAttr('user', user.value.trim());
      checkJson(user.value, document.getElementById('user-status'));
    });

    var flags = document.getElementById('flags');
    flags.value = (el && el.getAttribute('flags')) || '';
    document.getElementById('flags-form').addEventListener('submit', function (event) {
      event.preventDefault();
      setAttr('flags', flags.value.trim());
      checkJson(flags.value, document.getElementById('flags-status'));
    });

    document.getElementById('clear-log').addEventListener('click', function () {
      demo.events.length = 0;
      list.textContent = '';
      counter.textContent = '0 events';
    });

    var queued = pending;
    pending = [];
    queued.forEach(render);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wire);
  else wire();
})();

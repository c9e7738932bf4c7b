// Demo control panel for demo/index.html: plain DOM, no framework, no inline scripts or styles.
// Loaded as a classic script in the <head> before /dist/ex-header.js, so its document listeners catch every
// ex-* event from the very first render. Every event is also kept in `window.exDemo.events` for tests.
(function () {
  'use strict';

  var LOCALES = [
    'zh-CN',
    'en',
    'ja',
    'vi',
    'es',
    'fr',
    'de',
    'pt',
    'id',
    'it',
    'th',
    'pl',
    'uk',
    'uz',
    'ar',
    'ph',
    'en-GB',
    'en-AZ',
    'en-IN',
    'en-PH',
    'pt-PT',
    'es-ES',
    'bg',
    'es-AR',
    'en-CA',
    'ru',
    'tr',
    'zh-TW',
  ];

  // Every event of the contract (the demo server's /events.js, read from dist/custom-elements.json).
  var EVENTS = window.EX_EVENTS || [];

  var USERS = {
    master: {
      userId: '20251101',
      loginName: 'alice@example.com',
      childFlag: 0,
      rechargeFlag: 1,
      showUserVip: 0,
      vipLevel: 0,
      accountMode: 0,
    },
    vip: {
      userId: '20251102',
      loginName: 'vip.trader@example.com',
      childFlag: 0,
      rechargeFlag: 1,
      showUserVip: 1,
      vipLevel: 3,
      accountMode: 0,
    },
    sub: { userId: '20251103', loginName: 'desk-01@sub', childFlag: 1, rechargeFlag: 0, accountMode: 0 },
    'sub-recharge': { userId: '20251104', loginName: 'desk-02@sub', childFlag: 1, rechargeFlag: 1, accountMode: 0 },
    'sub-trader': {
      userId: '20251105',
      loginName: 'trader-03@sub',
      childFlag: 1,
      rechargeFlag: 0,
      subAccountTrader: true,
      accountMode: 0,
    },
    demo: { userId: '20251106', loginName: 'demo@example.com', demoUType: 'DemoStatus', accountMode: 1 },
    'demo-default': { userId: '20251107', loginName: 'bob@example.com', demoUType: 'DemoDefault', accountMode: 0 },
    unified: {
      userId: '20251108',
      loginName: 'uta@example.com',
      unified: true,
      canUseUnified: true,
      showUserVip: 1,
      vipLevel: 1,
      accountMode: 0,
    },
    fund: { userId: '20251109', loginName: 'fund@example.com', fundAccountMode: true, accountMode: 0 },
  };

  var SIMULATION_FLAGS = { simulation: true, unifiedSimulation: true };
  var SWITCH_OPEN = { accountShow: { switchOpen: true } };

  /**
   * Every role and mode of the header (spec sections 4 and 6). Each sets user, mode, simulationInfo, config, flags,
   * unifiedPage and locale; a field left out is removed from the element (its default). tests/e2e/accounts.spec.ts
   * checks the menus of each.
   */
  var SCENARIOS = [
    { id: 'visitor', label: 'Visitor (no user)' },
    { id: 'master', label: 'Master account', user: USERS.master },
    { id: 'master-vip', label: 'Master account with VIP (level 3)', user: USERS.vip },
    {
      id: 'master-simulation',
      label: 'Master account with simulation flags (may enter demo trading)',
      user: USERS.vip,
      simulationInfo: SIMULATION_FLAGS,
    },
    { id: 'sub', label: 'Sub-account (no deposit)', user: USERS.sub },
    { id: 'sub-recharge', label: 'Sub-account with deposit (rechargeFlag)', user: USERS['sub-recharge'] },
    { id: 'sub-trader', label: 'Sub-account trader', user: USERS['sub-trader'] },
    {
      id: 'demo-status',
      label: 'Demo-status user (signed in to a demo account)',
      user: USERS.demo,
      simulationInfo: SIMULATION_FLAGS,
    },
    {
      id: 'demo-default',
      label: 'Default-demo user, switch open (may switch to demo)',
      user: USERS['demo-default'],
      config: SWITCH_OPEN,
    },
    {
      id: 'simulation',
      label: 'Simulation trade, classic',
      user: USERS.vip,
      mode: 'simulation',
      simulationInfo: SIMULATION_FLAGS,
    },
    {
      id: 'unified-simulation',
      label: 'Simulation trade, unified (can use the unified account)',
      user: USERS.unified,
      mode: 'unified-simulation',
      simulationInfo: SIMULATION_FLAGS,
      unifiedPage: true,
    },
    { id: 'creation-demo', label: 'Creation (TraderPro) demo account', user: USERS.vip, mode: 'creation-demo' },
    { id: 'fund', label: 'Fund-account mode', user: USERS.fund },
    { id: 'unified', label: 'Unified status on a unified-account page', user: USERS.unified, unifiedPage: true },
    { id: 'en-gb', label: 'en-GB master (UK investor status, spot only)', user: USERS.vip, locale: 'en-GB' },
  ];

  var STORAGE_KEY = 'ex-demo:scenario';
  var REFRESH_TOKEN_COOKIE = 'bt_rtoken';

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
    } catch {
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
    if (spaMode()) window.exDemoRoute(event);
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
        if (type === 'ex-mode-change' && !event.defaultPrevented) onModeChange(event.detail || {});
        var entry = { type: type, detail: event.detail, defaultPrevented: event.defaultPrevented, time: Date.now() };
        demo.events.push(entry);
        render(entry);
      });
    });
  });

  // ---- account scenarios ----

  /** The scenario shown now (a copy of a SCENARIOS row, changed by mode changes and the user form). */
  var current = null;

  function readSaved() {
    try {
      var text = sessionStorage.getItem(STORAGE_KEY);
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  }

  function save() {
    try {
      if (current) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    } catch {
      // Storage unavailable: the scenario lasts for this page only.
    }
  }

  /** Keeps a single control's change in the remembered scenario. */
  function remember(field, value) {
    if (!current) return;
    current[field] = value;
    save();
  }

  function json(value) {
    return value ? JSON.stringify(value) : '';
  }

  function syncControls() {
    var el = header();
    if (!el) return;
    var fields = { locale: 'locale', mode: 'mode' };
    Object.keys(fields).forEach(function (id) {
      var control = document.getElementById(id);
      if (control) control.value = el.getAttribute(fields[id]) || '';
    });
    var unified = document.getElementById('unified-page');
    if (unified) unified.checked = el.hasAttribute('unified-page');
    var user = document.getElementById('user');
    if (user) user.value = current && current.user ? JSON.stringify(current.user, null, 2) : '';
    var flags = document.getElementById('flags');
    if (flags) flags.value = el.getAttribute('flags') || '';
    var select = document.getElementById('scenario');
    if (select && current) select.value = current.id;
  }

  /** Sets every attribute of a scenario on the header (a field left out removes its attribute). */
  function applyScenario(scenario) {
    var el = header();
    current = JSON.parse(JSON.stringify(scenario));
    if (el) {
      setAttr('user', json(current.user));
      setAttr('mode', current.mode || '');
      setAttr('simulation-info', json(current.simulationInfo));
      setAttr('config', json(current.config));
      setAttr('flags', json(current.flags));
      el.toggleAttribute('unified-page', !!current.unifiedPage);
      setAttr('locale', current.locale || '');
    }
    save();
    syncControls();
  }

  function status(id, text, isError) {
    var node = document.getElementById(id);
    if (!node) return;
    node.className = isError ? 'status error' : 'status';
    node.textContent = text;
  }

  function demoApi(method, path, body) {
    return fetch('/api/__demo/' + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    }).then(function (response) {
      return response.json().then(function (answer) {
        if (!response.ok) throw new Error(answer && answer.error ? answer.error : 'HTTP ' + response.status);
        return answer;
      });
    });
  }

  /** "Signs in": the demo API session is logged in and a demo refresh-token cookie is set, as the exchange's login would. */
  function signIn() {
    document.cookie = REFRESH_TOKEN_COOKIE + '=demo-refresh-token; path=/; SameSite=Lax';
    return demoApi('POST', 'state', { loggedIn: true }).then(showApiState, function (error) {
      status('api-status', 'Could not reach the demo API: ' + error.message, true);
    });
  }

  function chooseScenario(id) {
    var scenario = SCENARIOS.filter(function (row) {
      return row.id === id;
    })[0];
    if (!scenario) return;
    applyScenario(scenario);
    status('scenario-status', 'applied: ' + scenario.label);
    if (scenario.user) signIn();
  }

  /** Mirrors a mode change from the header's user menu, as the exchange's pages would (the header sent it, not prevented). */
  function onModeChange(detail) {
    if (!current) current = { id: 'custom', label: 'Custom' };
    var next = JSON.parse(JSON.stringify(current));
    if (detail.to === 'demo') {
      // Switched to the demo account: the exchange signs the demo account in.
      next.user = USERS.demo;
      next.config = undefined;
      next.id = 'demo-status';
    } else if (detail.from === 'demo') {
      // Back to the real account, which may switch to demo again.
      next.user = USERS['demo-default'];
      next.config = SWITCH_OPEN;
      next.id = 'demo-default';
    } else {
      next.mode = detail.to === 'real' ? undefined : detail.to;
    }
    applyScenario(next);
    status('scenario-status', 'mode change mirrored: ' + detail.from + ' -> ' + detail.to);
  }

  function showApiState(state) {
    if (!state) return;
    var rewards = document.getElementById('rewards-amount');
    var latency = document.getElementById('latency');
    if (rewards) rewards.value = String(state.rewardsAmount);
    if (latency) latency.value = String(state.latencyMs);
    document.getElementById('fail-all').checked = !!state.failAll;
    document.getElementById('hang-all').checked = !!state.hangAll;
    status(
      'api-status',
      'loggedIn: ' +
        state.loggedIn +
        ', rewardsAmount: ' +
        state.rewardsAmount +
        ', failAll: ' +
        state.failAll +
        ', hangAll: ' +
        state.hangAll +
        ', latencyMs: ' +
        state.latencyMs,
    );
  }

  function wireScenarios() {
    var select = document.getElementById('scenario');
    if (!select) return;
    SCENARIOS.forEach(function (row) {
      var option = document.createElement('option');
      option.value = row.id;
      option.textContent = row.label;
      select.append(option);
    });
    document.getElementById('scenario-form').addEventListener('submit', function (event) {
      event.preventDefault();
      chooseScenario(select.value);
    });

    document.getElementById('api-form').addEventListener('submit', function (event) {
      event.preventDefault();
      var patch = {
        rewardsAmount: Number(document.getElementById('rewards-amount').value),
        latencyMs: Number(document.getElementById('latency').value),
        failAll: document.getElementById('fail-all').checked,
        hangAll: document.getElementById('hang-all').checked,
      };
      demoApi('POST', 'state', patch).then(showApiState, function (error) {
        status('api-status', error.message, true);
      });
    });
    document.getElementById('api-reset').addEventListener('click', function () {
      demoApi('POST', 'reset').then(showApiState, function (error) {
        status('api-status', error.message, true);
      });
    });

    // A scenario chosen earlier in this tab comes back after a reload; after a logout (the demo API session has
    // ended) it comes back as a visitor.
    var saved = readSaved();
    if (saved) applyScenario(saved);
    demoApi('GET', 'state').then(
      function (state) {
        showApiState(state);
        if (current && current.user && !state.loggedIn) {
          var visitor = JSON.parse(JSON.stringify(current));
          visitor.user = undefined;
          visitor.mode = undefined;
          visitor.id = 'visitor';
          applyScenario(visitor);
          status('scenario-status', 'The demo API session has ended (logged out): showing a visitor.');
        }
      },
      function (error) {
        status('api-status', 'Could not reach the demo API: ' + error.message, true);
      },
    );
  }

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
    } catch {
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
      remember('locale', locale.value || undefined);
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
      remember('mode', mode.value || undefined);
    });

    var unified = document.getElementById('unified-page');
    unified.checked = !!(el && el.hasAttribute('unified-page'));
    unified.addEventListener('change', function () {
      if (el) el.toggleAttribute('unified-page', unified.checked);
      remember('unifiedPage', unified.checked || undefined);
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
    user.value = (el && el.getAttribute('user')) || '';
    document.getElementById('user-form').addEventListener('submit', function (event) {
      event.preventDefault();
      setAttr('user', user.value.trim());
      checkJson(user.value, document.getElementById('user-status'));
      try {
        if (current) {
          current.user = user.value.trim() ? JSON.parse(user.value) : undefined;
          save();
        }
      } catch {
        // Not JSON: applied as typed (see checkJson), not remembered.
      }
    });

    wireScenarios();

    var flags = document.getElementById('flags');
    flags.value = (el && el.getAttribute('flags')) || '';
    document.getElementById('flags-form').addEventListener('submit', function (event) {
      event.preventDefault();
      setAttr('flags', flags.value.trim());
      checkJson(flags.value, document.getElementById('flags-status'));
      try {
        remember('flags', flags.value.trim() ? JSON.parse(flags.value) : undefined);
      } catch {
        // Not JSON: applied as typed, not remembered.
      }
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

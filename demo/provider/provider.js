// The second host's admin page: gets the global token from its backend, hands it to the bundle
// through the window name, loads the IIFE with a script tag and mounts our elements in its content.
(function () {
  'use strict';
  var VIEWS = {
    dashboard: 'reviews-admin-dashboard',
    reviews: 'reviews-admin-reviews',
    collect: 'reviews-admin-collect',
    settings: 'reviews-admin-settings',
    guide: 'reviews-setup-guide',
  };
  var SECTIONS = { '': 'dashboard', reviewList: 'reviews', collect: 'collect', settings: 'settings' };
  var nextPath = null;
  var log = (window.__hostLog = []);

  function session() {
    return fetch('/provider/session', { cache: 'no-store' }).then(function (r) { return r.json(); });
  }

  function configure(el) {
    el.setAttribute('mode', 'provider');
    el.setAttribute('api-base', location.origin + '/');
    el.setAttribute('parent-origin', location.origin);
    return el;
  }

  function render() {
    var view = VIEWS[location.hash.slice(1)] ? location.hash.slice(1) : 'dashboard';
    var mount = document.getElementById('mount');
    var el = configure(document.createElement(VIEWS[view]));
    if (nextPath) el.setAttribute('initial-path', nextPath);
    nextPath = null;
    mount.replaceChildren(el);
    document.querySelectorAll('.host-sidebar a').forEach(function (a) {
      if (a.getAttribute('href') === '#' + view) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    });
  }

  // A token expired (reason 'api' or 'store'): fetch a fresh one from the backend and hand it to
  // any element of the bundle; the admin's waiting calls go on with it. The event reaches every
  // mounted element, so one expiry arrives here once per element: one answer is enough. Set
  // `?answer=message` to answer through the postMessage channel instead (the parent-origin path).
  var answerByMessage = new URLSearchParams(location.search).get('answer') === 'message';
  var answering = null;
  document.addEventListener('reviews-admin-expired-token', function (event) {
    log.push({ type: 'expired-token', reason: event.detail.reason, tag: event.target.localName });
    if (answerByMessage || answering) return;
    var el = event.target;
    answering = session().then(function (s) {
      answering = null;
      window.name = JSON.stringify({ token: s.token, shop: s.shop });
      el.setToken(s.token);
    });
  });

  // Messages from the admin: only from this page's origin and of the admin's shape.
  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || !event.data || event.data.source !== 'reviews-admin') return;
    log.push(event.data);
    if (event.data.type === 'ExpiredToken' && answerByMessage) {
      session().then(function (s) {
        window.name = JSON.stringify({ token: s.token, shop: s.shop });
        window.postMessage({ source: 'reviews-admin-host', type: 'token', payload: { token: s.token } }, location.origin);
      });
    }
  });

  // A section element leaving its section: route it in the hub instead.
  document.addEventListener('reviews-admin-navigate', function (event) {
    var path = event.detail.path.split('?')[0];
    var view = SECTIONS[path.split('/')[1] || ''];
    log.push({ type: 'navigate', path: event.detail.path });
    if (view) {
      event.preventDefault();
      nextPath = event.detail.path;
      location.hash = view;
    }
  });

  document.getElementById('pick').addEventListener('click', function () {
    var picker = document.querySelector('reviews-resource-picker');
    if (!picker) {
      picker = configure(document.createElement('reviews-resource-picker'));
      document.body.appendChild(picker);
    }
    picker.open({ type: 'product', multiple: 3 }).then(function (result) {
      document.getElementById('picked').textContent = result
        ? result.items.map(function (i) { return i.title; }).join('\n')
        : 'Cancelled';
    });
  });

  session().then(function (s) {
    window.name = JSON.stringify({ token: s.token, shop: s.shop });
    document.getElementById('host-shop').textContent = s.shop;
    var script = document.createElement('script');
    script.src = '/dist/reviews-admin.iife.js';
    script.onload = function () {
      window.addEventListener('hashchange', render);
      render();
    };
    document.body.appendChild(script);
  });
})();

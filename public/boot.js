// Runs before the first paint, as a file rather than an inline script so the Content-Security-Policy
// needs no 'unsafe-inline' for scripts. Three jobs:
// 1. The saved theme (mirrors src/theme/color-scheme.ts).
// 2. Which prerendered screen index.html shows until the app's code runs (src/app/prerender/boot-screens.ts,
//    ADR 0018): the sign-in page, or with a stored session the console's loading frame, or neither on the
//    screens that have no frame. What the visitor does meanwhile is kept for the app: a submit or a demo
//    account picked is noted on #root (the form never submits natively, so nothing reaches a URL).
// 3. The language: <html lang>, which picks the prerendered screens' copy in it (ADR 0037).
(function () {
  var storage = null;
  try {
    storage = window.localStorage;
  } catch {
    /* blocked storage: follow the system, signed out */
  }
  var read = function (key) {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  };
  var pref = read('theme_preference') || 'SYSTEM';
  var dark =
    pref === 'DARK' ||
    (pref !== 'LIGHT' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  var c = root.classList;
  c.toggle('theme-dark', dark);
  c.toggle('dark-mode', dark);
  c.toggle('dark', dark);
  c.toggle('theme-light', !dark);
  c.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';

  // The language (mirrors startLanguage in src/state/language.ts): the one chosen on this device,
  // else the first of the browser's the console is written in, else English; the pseudo-locale
  // ('pseudo', for development) reads as English, accented. boot.css shows the prerendered screens
  // in <html lang> (ADR 0037).
  var offered = ['en', 'fr'];
  var language = read('vinotheca_language');
  if (language === 'pseudo') language = 'en-XA';
  else if (offered.indexOf(language) < 0) {
    language = 'en';
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < wanted.length; i++) {
      var primary = String(wanted[i]).toLowerCase().split('-')[0];
      if (offered.indexOf(primary) >= 0) {
        language = primary;
        break;
      }
    }
  }
  root.lang = language;

  var signedIn = read('auth_token') !== null;
  c.toggle('boot-signed-in', signedIn);
  c.toggle('boot-bare', signedIn && /\/(login|2fa-setup)\/?$/.test(window.location.pathname));

  var prerendered = function (target) {
    var app = target && target.closest ? target.closest('#root[data-prerendered]') : null;
    return app && target.closest('.boot-sign-in') ? app : null;
  };
  document.addEventListener(
    'submit',
    function (event) {
      var app = prerendered(event.target);
      if (!app) return;
      event.preventDefault();
      app.setAttribute('data-boot-submitted', '');
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      // Show/Hide password works before the app runs too; the app starts from the state it was left in.
      var reveal = event.target && event.target.closest ? event.target.closest('.sign-in-reveal') : null;
      var form = prerendered(reveal);
      if (form) {
        var input = reveal.parentNode.querySelector('input');
        var shown = input.type === 'password';
        input.type = shown ? 'text' : 'password';
        reveal.setAttribute('aria-pressed', String(shown));
        reveal.setAttribute('aria-label', shown ? 'Hide password' : 'Show password');
        reveal.textContent = shown ? 'Hide' : 'Show';
        if (shown) form.setAttribute('data-boot-revealed', '');
        else form.removeAttribute('data-boot-revealed');
        return;
      }
      var account = event.target && event.target.closest ? event.target.closest('.sign-in-account') : null;
      var app = prerendered(account);
      if (!app) return;
      app.setAttribute('data-boot-picked', String(Array.prototype.indexOf.call(account.parentNode.children, account)));
    },
    true,
  );

  var started = false;
  var startApp = function () {
    if (started) return;
    started = true;
    var contents = function (name) {
      return Array.prototype.map.call(document.querySelectorAll('meta[name="' + name + '"]'), function (meta) {
        return meta.content;
      });
    };
    var append = function (tag) {
      tag.crossOrigin = '';
      document.head.appendChild(tag);
    };
    contents('app-entry').forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      append(script);
    });
    // Then the app's files, one per task: each link costs the main thread about a millisecond to add
    // (Chromium starts its fetch there), and the entry does not wait for them (an import adds any
    // link still missing itself).
    // The sign-in route's own files too, when it is the page shown. And in the demo, on a first visit
    // (no saved demo data), the mock's files: its code loads part by part (src/main.tsx), and without
    // them the browser found each part's files import by import, a round trip per level. A returning
    // visit has them cached, and its main thread is better spent than on adding ~40 links.
    var firstVisit = read('vinotheca_mock_db') === null;
    var appFiles = contents('app-preload').concat(signedIn ? [] : contents('sign-in-preload'));
    var mockFiles = firstVisit ? contents('mock-preload') : [];
    // On the untouched sign-in page the app waits for the visitor (whenAppWanted, ADR 0018): its files
    // are then fetched into the HTTP cache (prefetch, after the mock's), not compiled. A modulepreload
    // compiles its module on the main thread as it arrives: React DOM's and the sign-in route's were
    // tasks of 50-60 ms each on a first visit, for an app that may never start. A visitor already
    // over the page starts it at once.
    var location = window.location;
    var appWaits =
      !signedIn &&
      /\/login\/?$/.test(location.pathname) &&
      !location.search &&
      !location.hash &&
      !root.matches(':hover');
    var links = function (rel, hrefs) {
      return hrefs.map(function (href) {
        return { rel: rel, href: href };
      });
    };
    var preloads = appWaits
      ? links('modulepreload', mockFiles).concat(links('prefetch', appFiles))
      : links('modulepreload', appFiles.concat(mockFiles));
    // The app, started meanwhile, may have asked for a file already: Vite's import helper writes the
    // whole URL into its links, so they are compared by the URL they resolve to.
    var preloaded = function (href) {
      var url = new URL(href, document.baseURI).href;
      return Array.prototype.some.call(document.querySelectorAll('link[rel="modulepreload"]'), function (link) {
        return link.href === url;
      });
    };
    var preloadNext = function () {
      if (!preloads.length) return;
      var next = preloads.shift();
      if (!preloaded(next.href)) {
        var link = document.createElement('link');
        link.rel = next.rel;
        link.href = next.href;
        append(link);
      }
      setTimeout(preloadNext, 0);
    };
    preloadNext();
  };
  // The task after the first frame; a tab opened in the background paints no frame, so a timer too.
  // On the sign-in page, the task after its first contentful paint: a frame may be drawn well before
  // the paint is shown (150-200 ms later in headless Chromium), and the app's 40-odd requests started
  // in between were counted against the page's first paint by Lighthouse's simulation (FCP 1.2 s or
  // 2.6 s from one run to the next). Nothing waits for the app there: the page works without it.
  var paintObserved =
    !signedIn && window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (paintObserved) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(startApp, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (window.requestAnimationFrame) {
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  }
  setTimeout(startApp, paintObserved && document.visibilityState !== 'hidden' ? 1500 : 300);
})();

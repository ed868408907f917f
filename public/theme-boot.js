// Applies the saved theme before first paint (mirrors src/theme/color-scheme.ts). A file rather than
// an inline script, so the Content-Security-Policy needs no 'unsafe-inline' for scripts.
(function () {
  var pref = 'SYSTEM';
  try { pref = localStorage.getItem('theme_preference') || 'SYSTEM'; } catch { /* blocked storage: follow the system */ }
  var dark = pref === 'DARK' || (pref !== 'LIGHT' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  var c = root.classList;
  c.toggle('theme-dark', dark); c.toggle('dark-mode', dark); c.toggle('dark', dark);
  c.toggle('theme-light', !dark); c.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();

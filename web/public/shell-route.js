// Runs before the first paint (a classic blocking script: the CSP allows no inline script). Tells the shell
// pre-rendered in index.html which layout this URL uses, so it paints the right one (see static-shell.tsx):
// the simple layout on / and /publisher-policy-builder, the search skeleton on the search screens, the
// sidebar layout with a generic skeleton elsewhere. Keep in step with web/src/app/router.tsx.
(function () {
  var path = location.pathname.replace(/\/+$/, '') || '/';
  document.documentElement.setAttribute(
    'data-shell',
    path === '/' || path === '/publisher-policy-builder' ? 'simple' : /^\/(search|categories|category\/)/.test(path) ? 'search' : 'screen'
  );
})();

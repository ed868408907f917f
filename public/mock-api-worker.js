// The demo's service worker: msw's worker (mockServiceWorker.js, written by `msw init` and left as
// it is), for the page's API calls only. msw's worker hands every request of the page to the page's
// main thread, where the mock decides whether to answer it: the page's own code and styles too,
// ~60 files on the way to the dashboard, each a round trip through a thread busy starting the
// console. The listener below comes first and lets those go straight to the network, as msw would
// after asking (the mock answers only its API paths). Images still go through msw.
var PAGE_FILES = ['script', 'style', 'font', 'manifest', 'worker', 'sharedworker', 'document', 'iframe'];

self.addEventListener('fetch', function (event) {
  if (PAGE_FILES.indexOf(event.request.destination) !== -1) event.stopImmediatePropagation();
});

self.importScripts('mockServiceWorker.js');

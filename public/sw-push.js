// ACE's Web Push handlers ("push", "notificationclick") live here, loaded by the service worker
// (public/sw.js) with importScripts.

importScripts("/sw-push.js");

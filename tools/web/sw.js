// CUBIRI's service worker (tools/web/sw.js), for the self-contained web build: with it, a page
// that was opened once starts again without a network. tools/build_web.py --self-contained
// fills in the build's id and its files; the page registers it once the game has started.
//
// - install: this build's files (the page, the game's archive, pygbag's runtime under cdn/)
//   go into one cache named after the build, all or none;
// - activate: every other CUBIRI cache is deleted (an older build's; itch.io serves each
//   upload from a new folder, and all its games share one origin, hence the cubiri- names);
// - fetch: the runtime (identical in every build) comes from the cache first; the page and the
//   game's files come from the network while it answers, else from this build's cache, so a
//   new upload is played as soon as it is online, and offline the last complete build is.
"use strict";

const BUILD = "{{cubiri.build}}";
const CACHE = "cubiri-" + BUILD;
const FILES = {{cubiri.files}};
const RUNTIME = "cdn/";
const NETWORK_WAIT_MS = 5000;
// The page loads the .apk on itch.io and the .tar.gz elsewhere (the other only if that fails):
// only the one used here is kept.
const UNUSED = self.location.host.includes(".itch.zone") ? ".tar.gz" : ".apk";
const KEPT = FILES.filter((file) => !file.endsWith(UNUSED));

self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
        const cache = await caches.open(CACHE);
        // "no-cache": revalidated, so a file the browser already holds is not downloaded again
        await cache.addAll(KEPT.map((file) => new Request(file, { cache: "no-cache" })));
        await self.skipWaiting();
    })());
});

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        for (const key of await caches.keys()) {
            if (key.startsWith("cubiri-") && key !== CACHE) await caches.delete(key);
        }
        await self.clients.claim();
    })());
});

function ownPath(url) {
    // this build's name for a request, or null for anything that is not one of its files
    const scope = new URL(self.registration.scope);
    if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
    const path = decodeURIComponent(url.pathname.slice(scope.pathname.length)) || "index.html";
    return FILES.includes(path) ? path : null;
}

async function fromCache(path) {
    const cache = await caches.open(CACHE);
    return cache.match(new URL(path, self.registration.scope).href);
}

async function networkFirst(request, path) {
    try {
        const response = await Promise.race([
            fetch(request),
            new Promise((resolve, reject) => setTimeout(() => reject(new Error("slow")),
                                                        NETWORK_WAIT_MS)),
        ]);
        if (response.ok) return response;
    } catch (error) {
        // offline, or no answer in time: this build's copy
    }
    return (await fromCache(path)) || fetch(request);
}

async function cacheFirst(request, path) {
    return (await fromCache(path)) || fetch(request);
}

self.addEventListener("fetch", (event) => {
    if (event.request.method !== "GET") return;
    const path = ownPath(new URL(event.request.url));
    if (path === null) return;
    event.respondWith(path.startsWith(RUNTIME) ? cacheFirst(event.request, path)
                                                : networkFirst(event.request, path));
});

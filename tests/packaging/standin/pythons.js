// CUBIRI's STAND-IN for pygbag 0.9.3's pythons.js: tests only, never a runtime, never published.
//
// It does to CUBIRI's page what the real loader does that the page relies on, and runs no
// Python: it reads the page's window.config and its pythons.js script tag, builds the runtime's
// command line from the page's query string and lets the page's custom_onload add to it,
// downloads the files the real runtime downloads (the same names, below config.cdn and the
// package index PYGPI), then the game's archive (the .apk on itch.io, the .tar.gz elsewhere),
// and does what the game does once it draws: sizes the canvas (set_mode) and calls
// cubiri.ready(). window.standin records what happened, for the tests.
"use strict";

const standin = { started: false, fetched: [], argv: [], error: null };
window.standin = standin;

async function get(url) {
    const response = await fetch(url);
    standin.fetched.push([new URL(url, document.baseURI).href, response.status]);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return new Uint8Array(await response.arrayBuffer());
}

async function start() {
    const config = window.config;
    const script = [...document.scripts].find(
        (s) => s.type === "module" && new URL(s.src).pathname.endsWith("/pythons.js"));
    const cdn = new URL(config.cdn || ".", script.src).href;  // the real one: config.cdn
    const search = location.search.slice(1);
    window.Module = {
        config,
        PyConfig: { orig_argv: search ? search.split("&").map(decodeURI) : [] },
    };
    if (window.custom_onload) window.custom_onload(true);
    standin.argv = window.Module.PyConfig.orig_argv;

    // the interpreter and its terminal, as the real loader and main.js fetch them
    for (const path of ["cpythonrc.py", "cpython312/main.js", "cpython312/main.wasm",
                        "cpython312/main.data", "../vtx.js", "../vt/xterm.css",
                        "../vt/xterm.js", "../vt/xterm-addon-image.js"]) {
        await get(new URL(path, cdn).href);
    }
    // pygbag's scan of main.py installs pygame-ce from the package index (PYGPI)
    const pygpi = standin.argv.find((a) => a.startsWith("PYGPI="));
    if (!pygpi) throw new Error("no PYGPI on the runtime's command line");
    const index = pygpi.slice("PYGPI=".length);
    const names = JSON.parse(new TextDecoder().decode(await get(index + "index-0.9.3-cp312.json")));
    const wheel = names.pygame.replaceAll("<abi>", "cp312").replaceAll("<api>",
                                                                       "wasm32_bi_emscripten");
    await get(index + wheel);
    // the page's Python unpacks the game: the .apk (a zip) on itch.io, else the .tar.gz
    const name = config.archive + (location.host.includes(".itch.zone") ? ".apk" : ".tar.gz");
    const data = await get(name);
    const zip = data[0] === 0x50 && data[1] === 0x4b;
    const gzip = data[0] === 0x1f && data[1] === 0x8b;
    if (!(name.endsWith(".apk") ? zip : gzip)) throw new Error(`${name} is not an archive`);

    // main.py: pygame.display.set_mode((1280, 720)) sizes the canvas; the first frame draws
    const canvas = document.getElementById("canvas");
    canvas.width = Number(config.fb_width);
    canvas.height = Number(config.fb_height);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#245444";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    standin.started = true;
    window.cubiri.ready();  // game.platform.page_ready()
}

// What a key handler registered after the page's (like SDL's) sees: the key, and whether the
// page kept the browser from acting on it. SDL reads typed text from keypress events.
standin.keys = [];
for (const type of ["keydown", "keypress"]) {
    window.addEventListener(type, (event) => standin.keys.push(
        [event.type, event.key, event.defaultPrevented]));
}

start().catch((error) => {
    standin.error = String(error);
    console.error("stand-in:", error);
    window.cubiri.failed("runtime", String(error));
});

/// A Node.js script that loads a `carousel-preview` HTML page (path in `argv[2]`) into a stubbed
/// DOM with a fake 60 Hz clock, runs its player and prints a JSON summary: the frames each scene
/// showed (checking every box's style, and the finger circle's when the page has touches, against
/// the frame's data on every tick), how many shown frames drew the finger, the button texts,
/// pause, replay and loop, and `errors` (empty when every check passed).
let playerHarnessScript = #"""
    // Runs carousel-preview's HTML player against a stubbed DOM and a fake clock.
    const fs = require("fs");
    const html = fs.readFileSync(process.argv[2], "utf8");
    const errors = [];
    const fail = (m) => { if (errors.length < 20) errors.push(m); };
    const data = {};
    for (const m of html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)) {
      data[m[1]] = m[2];
    }
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    if (scripts.length !== 1) fail("expected one player script, got " + scripts.length);
    const scenes = [], controls = {};
    for (const m of html.matchAll(/<div class="scene" id="([^"]+)" data-frames="([^"]+)"[^>]*>([\s\S]*?)\n<\/div>/g)) {
      const items = [...m[3].matchAll(/<div class="item[^"]*" data-index="(-?\d+)"/g)].map((x) => ({ index: +x[1], style: {} }));
      const finger = /<div class="finger"/.test(m[3]) ? { style: {} } : null;
      scenes.push({ id: m[1], attrs: { "data-frames": m[2] }, items, finger,
        getAttribute(n) { return this.attrs[n]; }, querySelectorAll(s) { return s === ".item" ? items : []; },
        querySelector(s) { return s === ".finger" ? finger : null; } });
      const listeners = [];
      controls[m[1]] = {
        button: { textContent: "", addEventListener(t, f) { if (t === "click") listeners.push(f); }, click() { listeners.forEach((f) => f()); } },
        loop: { checked: true }, time: { textContent: "" },
        querySelector(s) { return { ".play": this.button, ".loop": this.loop, ".time": this.time }[s]; },
      };
    }
    let queue = [];
    globalThis.window = globalThis;
    globalThis.requestAnimationFrame = (f) => { queue.push(f); return queue.length; };
    globalThis.document = {
      querySelectorAll(s) { return s === ".scene[data-frames]" ? scenes : []; },
      getElementById(id) { return id in data ? { textContent: data[id] } : null; },
      querySelector(s) { const m = /^\.player\[data-scene="([^"]+)"\]$/.exec(s); return m ? controls[m[1]] : null; },
    };
    new Function(scripts[0])();
    const players = window.carouselPreviewPlayers;
    if (!players || players.length !== scenes.length) fail("players: " + (players && players.length));
    let now = 1000;
    const pump = () => { const q = queue; queue = []; q.forEach((f) => f(now)); now += 1000 / 60; };
    // Whether the scene's item styles show frame k.
    const check = (p, scene, k, where) => {
      const entries = p.data.frames[k], seen = new Set();
      for (const e of entries) {
        const s = scene.items[e[0]].style;
        seen.add(e[0]);
        const want = "matrix3d(" + e.slice(4).join(", ") + ")";
        if (s.transform !== want || s.opacity !== String(e[1]) || s.zIndex !== String(e[2])
            || s.visibility !== (e[3] ? "hidden" : "visible")) fail(where + ": frame " + k + " slot " + e[0]);
      }
      scene.items.forEach((it, i) => { if (!seen.has(i) && it.style.visibility !== "hidden") fail(where + ": slot " + i + " visible"); });
      if (!p.data.touches) return;
      if (!scene.finger || p.data.touches.length !== p.data.frames.length) { fail(where + ": touches without a finger"); return; }
      const f = p.data.touches[k], s = scene.finger.style;
      if (f ? (s.left !== f[0] + "px" || s.top !== f[1] + "px" || s.opacity !== String(f[2])
               || s.transform !== "scale(" + f[3] + ")" || s.visibility !== "visible")
            : s.visibility !== "hidden") fail(where + ": finger at frame " + k);
    };
    const summary = { scenes: scenes.length, frameCounts: [], indexes: [], played: [], buttons: [], fingerFrames: [] };
    players.forEach((p, i) => {
      summary.frameCounts.push(p.data.frames.length);
      summary.indexes.push(p.data.indexes);
      if (p.data.indexes.length !== scenes[i].items.length) fail("indexes vs boxes");
      p.data.indexes.forEach((x, j) => { if (scenes[i].items[j].index !== x) fail("box order"); });
      check(p, scenes[i], 0, "load");
    });
    // Play once through without looping: every frame in order, then Replay.
    players.forEach((p, i) => { controls[scenes[i].id].loop.checked = false; });
    const shown = players.map(() => []);
    for (let step = 0; step < 3000 && queue.length; step++) {
      pump();
      players.forEach((p, i) => { const s = shown[i]; if (s[s.length - 1] !== p.frame) s.push(p.frame); check(p, scenes[i], p.frame, "play"); });
    }
    players.forEach((p, i) => {
      const s = shown[i], n = p.data.frames.length;
      summary.played.push(s.length);
      summary.fingerFrames.push(p.data.touches ? s.filter((k) => p.data.touches[k]).length : -1);
      // 60 Hz ticks on a 60 Hz clock: frames in order, at most one skipped now and then to rounding.
      for (let k = 1; k < s.length; k++) if (s[k] <= s[k - 1] || s[k] > s[k - 1] + 2) { fail("order " + s.slice(0, 12)); break; }
      if (s[0] !== 0 || s.length < n - 3) fail("frames shown: " + s.length + " of " + n);
      if (s[s.length - 1] !== n - 1) fail("did not end on the last frame");
      summary.buttons.push(controls[scenes[i].id].button.textContent);
    });
    // Replay, pause half-way, resume, loop.
    const p = players[0], c = controls[scenes[0].id];
    c.button.click();
    const afterReplay = p.frame;
    for (let j = 0; j < 3; j++) pump();
    c.button.click();  // pause
    const paused = p.frame, pausedText = c.button.textContent;
    for (let j = 0; j < 10; j++) pump();
    summary.replay = { startFrame: afterReplay, paused, pausedText, stillPaused: p.frame === paused, queueWhilePaused: queue.length };
    c.loop.checked = true;
    c.button.click();  // resume
    const n = p.data.frames.length;
    let looped = false;
    for (let j = 0; j < n + p.data.holdFrames + 10; j++) { pump(); if (p.frame === 0) { looped = true; break; } }
    summary.looped = looped;
    summary.errors = errors;
    console.log(JSON.stringify(summary));
    """#

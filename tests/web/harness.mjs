// The browser tests' harness: a static server for the web build (and the test's own files at /test/),
// Debian's Chromium through puppeteer-core (pinned in package.json; no browser download), and the steps that
// wait for the app's state, read from the frame report it writes after each frame (frame-report parameter,
// app/platform/frame_report.h), never for a time. browser_test.mjs (mouse and keyboard) and tablet_test.mjs
// (fingers, device viewports, offline) use it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

export const timeout = 90000;
let failures = 0;
const steps = [];
export const fail = (what) => { console.log('FAIL: ' + what); failures++; };
export const check = (ok, what) => { if (!ok) fail(what); return ok; };

// [SECTION] A static server: the web build at /, the test's files at /test/ (serve() can switch the folder:
// a second build of the page, for the offline test)
const types = {'.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json',
               '.data': 'application/octet-stream', '.png': 'image/png', '.webmanifest': 'application/manifest+json'};
export async function startServer(webDir, workDir) {
  const state = {webDir, requests: 0};
  const server = http.createServer((req, res) => {
    state.requests++;
    const url = new URL(req.url, 'http://x');
    const rel = decodeURIComponent(url.pathname);
    const file = rel.startsWith('/test/') ? path.join(workDir, rel.slice(6))
                                          : path.join(state.webDir, rel === '/' ? 'index.html' : rel);
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      res.writeHead(200, {'Content-Type': types[path.extname(file)] || 'application/octet-stream',
                          'Last-Modified': fs.statSync(file).mtime.toUTCString(), 'Cache-Control': 'no-cache'});
      res.end(data);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  state.origin = `http://127.0.0.1:${port}`;
  state.close = () => server.close();
  // The network gone (no connection is accepted), and back on the same port (the same origin).
  state.stop = () => new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
  state.resume = () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return state;
}

// [SECTION] The browser (a fresh profile: its storage is this test's alone)
export async function launch(workDir) {
  const profile = fs.mkdtempSync(path.join(workDir, 'profile-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    args: ['--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
           '--window-size=1280,800', '--disable-gpu-sandbox'],
    defaultViewport: {width: 1280, height: 800, deviceScaleFactor: 1},
    protocolTimeout: 180000,
  });
  browser.removeProfile = () => fs.rmSync(profile, {recursive: true, force: true});
  return browser;
}

// A page with the frame report on, its errors reported, after its first frames.
export async function openPage(browser, url, viewport) {
  // (seen on busy machines: Chromium answered a new tab with "Session with given id not found" right after
  // another tab closed, twice in a row once; a later request got its tab)
  let page = null;
  for (let attempt = 1; !page; ++attempt) {
    page = await browser.newPage().catch((e) => {
      if (attempt === 5) throw e;
      console.log('  (a new tab failed, asked again: ' + e.message + ')');
      return null;
    });
  }
  if (viewport) await page.setViewport(viewport);
  page.on('console', (m) => { if (m.type() === 'error' || /bench|share link/.test(m.text())) console.log('  page: ' + m.text()); });
  page.on('pageerror', (e) => fail('the page threw: ' + e.message));
  return goTo(page, url);
}
// The same tab, another link (a load of its own, as a new tab's: the browser's storage is kept either way);
// steps that open many links use one tab, since every new tab is a chance for Chromium's "Session with given
// id not found" on a busy machine.
export async function goTo(page, url) {
  await page.goto(url + (url.includes('?') ? '&' : '?') + 'frame-report');
  await report(page, 'r.frame >= 3', 'the first frames');
  return page;
}

// [SECTION] Downloads: nextDownload(action) runs the action and gives the download it starts, its file name
// (the browser's suggested one) and contents, once the browser has written the whole file.
export async function downloads(browser, dir) {
  fs.mkdirSync(dir, {recursive: true});
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', {behavior: 'allowAndName', downloadPath: dir, eventsEnabled: true});
  const started = new Map(), finished = new Map();
  cdp.on('Browser.downloadWillBegin', (e) => started.set(e.guid, e.suggestedFilename));
  cdp.on('Browser.downloadProgress', (e) => { if (e.state === 'completed') finished.set(e.guid, true); });
  return async (action) => {
    const before = new Set(started.keys());
    await action();
    const t0 = Date.now();
    for (;;) {
      const guid = [...started.keys()].find((g) => !before.has(g) && finished.has(g));
      if (guid) {
        const bytes = fs.readFileSync(path.join(dir, guid));
        return {name: started.get(guid), text: bytes.toString('utf8'), bytes};
      }
      if (Date.now() - t0 > timeout) throw new Error('no download came');
      await new Promise((r) => setTimeout(r, 20));  // (a poll of the browser's events, not a wait for time)
    }
  };
}

// [SECTION] The frame report
// Waits until the condition over the report's fields (r.frame, r.keys, ... as numbers; r.lang, r.lesson, r.fonts and r.focus as text; r.pair,
// r.canvas and the like as arrays) holds, and returns the report.
export async function report(page, condition, what) {
  try {
    const handle = await page.waitForFunction((cond) => {
      const line = window.Module && Module.hitlab && Module.hitlab.frameReport();
      if (!line) return false;
      const r = {};
      for (const kv of line.trim().split(' ')) {
        const at = kv.indexOf('='), k = kv.slice(0, at), v = kv.slice(at + 1);  // (a value may hold '=': t=0.5)
        r[k] = k === 'lesson' || k === 'fonts' || k === 'focus' ? v : v.includes(',') ? v.split(',').map(Number) : isNaN(Number(v)) ? v : Number(v);
      }
      return new Function('r', 'return ' + cond)(r) ? r : false;
    }, {timeout, polling: 20}, condition);
    return await handle.jsonValue();
  } catch (e) {
    const line = await page.evaluate(() => window.Module && Module.hitlab && Module.hitlab.frameReport()).catch(() => '');
    throw new Error(`waited for ${what} (${condition}); report: ${line}`);
  }
}

// [SECTION] What a screen reader gets
// The page's accessibility tree as Chromium hands it to a screen reader, one line per named node: its
// ancestors' roles and its own, then its name ("RootWebArea>status>StaticText: A and B touch at (2, 0).").
// Polled until each of `wanted` is part of some line (a state the page reaches, as report waits for one).
export async function spoken(page, wanted, what) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const lines = [];
    const walk = (node, roles) => {
      const path = [...roles, node.role];
      if (node.name) lines.push(`${path.join('>')}: ${node.name}`);
      for (const child of node.children || []) walk(child, path);
    };
    const tree = await page.accessibility.snapshot({interestingOnly: false});
    if (tree) walk(tree, []);
    if (wanted.every((w) => lines.some((line) => line.includes(w)))) return lines;
    if (Date.now() > deadline)
      throw new Error(`waited for a screen reader to be given ${what}: ${JSON.stringify(wanted)}; it has:\n  ${lines.join('\n  ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));  // (a poll of the page's state)
  }
}

// [SECTION] Keys and the mouse
// Keys held until a frame has taken them in, released, then two more frames (as tests/e2e/lib.sh's press).
export async function press(page, ...keys) {
  const r0 = await report(page, 'true', 'a report');
  for (const k of keys) await page.keyboard.down(k);
  await report(page, `r.keys >= ${r0.keys + keys.length}`, 'the keys taken in');
  for (const k of [...keys].reverse()) await page.keyboard.up(k);
  const r1 = await report(page, `r.keys >= ${r0.keys + 2 * keys.length}`, 'the keys released');
  await report(page, `r.frame >= ${r1.frame + 2}`, 'two frames after the keys');
}
// Presses `key` until the report meets `condition` (at most `most` presses), and gives that report; throws
// with the last report otherwise. (Tab to a shape's body, the arrows to a sidebar item, ...)
export async function pressUntil(page, key, condition, what, most) {
  let r = await report(page, 'true', 'a report');
  for (let presses = 0; !new Function('r', 'return ' + condition)(r); ++presses) {
    if (presses === most) throw new Error(`${most} presses of ${key} and not ${what} (report: ${JSON.stringify(r)})`);
    await press(page, key);
    r = await report(page, 'true', 'a report');
  }
  return r;
}
export async function move(page, x, y) {
  await page.mouse.move(x, y);
  const r = await report(page, `r.cx === ${Math.round(x)} && r.cy === ${Math.round(y)}`, `the cursor at ${x},${y}`);
  await report(page, `r.frame >= ${r.frame + 2}`, 'two frames with the cursor there');
}
export async function click(page, x, y) {
  await move(page, x, y);
  const r0 = await report(page, 'true', 'a report');
  await page.mouse.down();
  await report(page, `r.buttons >= ${r0.buttons + 1}`, 'the button press');
  await page.mouse.up();
  const r1 = await report(page, `r.buttons >= ${r0.buttons + 2}`, 'the button release');
  await report(page, `r.frame >= ${r1.frame + 2}`, 'two frames after the click');
}
export async function drag(page, x0, y0, x1, y1, steps = 6) {
  await move(page, x0, y0);
  const r0 = await report(page, 'true', 'a report');
  await page.mouse.down();
  await report(page, `r.buttons >= ${r0.buttons + 1}`, 'the button press');
  for (let i = 1; i <= steps; ++i)
    await move(page, Math.round(x0 + (x1 - x0) * i / steps), Math.round(y0 + (y1 - y0) * i / steps));
  await page.mouse.up();
  const r1 = await report(page, `r.buttons >= ${r0.buttons + 2}`, 'the button release');
  await report(page, `r.frame >= ${r1.frame + 2}`, 'two frames after the drag');
}
// [SECTION] Fingers: each event waits until a frame has taken it in, then for the frames its queued mouse
// states take (a tap is three: the finger, the press, the release)
export async function frames(page, n) {
  const r = await report(page, 'true', 'a report');
  return report(page, `r.frame >= ${r.frame + n}`, `${n} frames`);
}
// (settle false: sent at once, with no frames waited for: a finger that touches and moves on before the
// long press's half second, however slowly the machine draws)
// (the count of touch events taken in is read before the first event of a run, never between an unsettled
// event and the next: a busy page answers a read only after its frame, by when the finger would have rested)
export async function touches(page, type, points, settle = true) {
  const client = page.cdp || (page.cdp = await page.createCDPSession());
  if (page.touchesBefore === undefined) page.touchesBefore = (await report(page, 'true', 'a report')).touches;
  await client.send('Input.dispatchTouchEvent',
                    {type, touchPoints: points.map((p) => ({x: p[0], y: p[1], id: p[2] || 0, radiusX: 4, radiusY: 4}))});
  if (!settle) return null;
  await report(page, `r.touches > ${page.touchesBefore}`, `the ${type} taken in`);
  const r = await frames(page, 4);
  page.touchesBefore = r.touches;
  return r;
}
export async function fingerDrag(page, x0, y0, x1, y1, steps = 3) {
  await touches(page, 'touchStart', [[x0, y0]], false);
  for (let i = 1; i <= steps; ++i)
    await touches(page, 'touchMove', [[x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps]]);
  await touches(page, 'touchEnd', []);
}
export async function tap(page, x, y) {
  await touches(page, 'touchStart', [[x, y]], false);
  await touches(page, 'touchEnd', []);
}
// World (x, y) in CSS pixels of the page, for a scene whose view is centre (vx, vy) and zoom z (the report's
// canvas and zoom are in the screen's pixels: dpr of them to a CSS pixel).
export const pixel = (r, [vx, vy, z], x, y, dpr = 1) =>
  [((r.canvas[0] + r.canvas[2]) / 2 + z * (x - vx)) / dpr, ((r.canvas[1] + r.canvas[3]) / 2 - z * (y - vy)) / dpr];

// [SECTION] Steps
export async function step(name, body) {
  const t0 = Date.now();
  try {
    await body();
    console.log(`ok   ${name} (${Date.now() - t0} ms)`);
  } catch (e) {
    fail(`${name}: ${e.message}`);
  }
  steps.push(name);
}
// The closing line, and the exit code.
export function finish() {
  console.log(failures ? `${failures} of ${steps.length} steps failed` : `all ${steps.length} steps passed`);
  process.exit(failures ? 1 : 0);
}

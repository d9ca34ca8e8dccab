// The page by touch, in device viewports (issue 37): Chromium's touch emulation through the DevTools
// protocol (Input.dispatchTouchEvent: real touch events, one or two fingers), every step waiting for the
// app's frame report (tests/web/harness.mjs), never for a time.
//
//   node tablet_test.mjs WEB_DIR WORK_DIR
//
// Steps: a one-finger drag on an iPad (one undo step, undone by the toolbar's Undo, read back from the
// autosave); a two-finger pinch and pan (the world point under the fingers stays under them); a long press
// (the canvas menu); lesson 004 by touch (the toolbar's Page >, the task done by a finger); the iPad turned
// (the framed pair stays framed); link parameters the page cannot use (the page opens with a notice); the
// layouts of an iPad either way up and a phone (nothing off screen; a lesson, Explain and a task in each);
// Japanese composed by an input method into a text field; the page offline after one visit (reloaded, a
// lesson, a bundled scene, a share link, an autosave), and a
// second build's service worker taking over from the first's.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {check, click, drag, fingerDrag, finish, goTo, launch, openPage, pixel, press, report, startServer, step, tap, timeout,
        touches} from './harness.mjs';

const [webDir, workDir] = process.argv.slice(2);
fs.rmSync(workDir, {recursive: true, force: true});
fs.mkdirSync(workDir, {recursive: true});
const server = await startServer(webDir, workDir);
const browser = await launch(workDir);
const iPad = {width: 1024, height: 768, deviceScaleFactor: 2, isMobile: true, hasTouch: true};
const iPadPortrait = {...iPad, width: 768, height: 1024};
const phone = {width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true};
const url = (query) => `${server.origin}/index.html?${query}`;

// The autosave of scene NAME.json once it holds revision `revision` (the page's storage, read back; each
// slot is named after its scene file).
async function autosaved(page, revision, name) {
  await report(page, `r.autosaved >= ${revision}`, `the autosave of revision ${revision}`);
  return page.evaluate((prefix) => {
    const slot = FS.readdir('/persist/state').find((n) => n.startsWith(prefix) && n.endsWith('.json'));
    return JSON.parse(FS.readFile('/persist/state/' + slot, {encoding: 'utf8'}));
  }, name);
}

// A copy of the drag scene for each step (a scene edited in one step has an autosave, whose restore prompt
// would open over the canvas when another step opens the same file).
const dragScene = (name) => {
  fs.copyFileSync(new URL('../e2e/drag_scene.json', import.meta.url), path.join(workDir, name + '.json'));
  return `scene=/test/${name}.json`;
};

// [SECTION] The steps
await step('iPad: the toolbar shows, a finger drags c1 as the mouse does, the toolbar\'s Undo puts it back', async () => {
  const page = await openPage(browser, url(dragScene('drag')), iPad);
  const r = await report(page, 'r.toolbar === 1', 'the touch toolbar (a touch screen)');
  const [x, y] = pixel(r, r.view, 3, -2, 2);  // c1's centre
  await fingerDrag(page, x, y, x + 110, y);
  const moved = await report(page, `r.revision > ${r.revision} && r.dirty === 1`, 'the drag as an edit');
  const after = await autosaved(page, moved.revision, 'drag');
  const expected = 3 + 110 * 2 / r.view[2];  // 110 CSS pixels, 2 screen pixels each
  const c1 = after.shapes[0].center;
  check(Math.abs(c1[0] - expected) < 0.05 && c1[1] === -2, `c1 is at ${c1} after the drag, not (${expected}, -2)`);
  const [ux, uy] = [moved.at_undo[0] / 2, moved.at_undo[1] / 2];
  check(ux > 0 && uy > 0, 'the toolbar has no Undo');
  await tap(page, ux, uy);
  const undone = await report(page, `r.revision > ${moved.revision}`, 'the undo');
  const back = await autosaved(page, undone.revision, 'drag');
  check(back.shapes[0].center[0] === 3 && back.shapes[0].center[1] === -2,
        `c1 is at ${back.shapes[0].center} after the toolbar's Undo, not (3, -2): not one undo step`);
  await page.close();
});

await step('two fingers pinch and pan: the world point under them stays under them (within 2 px)', async () => {
  const page = await openPage(browser, url(dragScene('pinch')), iPad);
  const r0 = await report(page, 'true', 'a report');
  const [cx, cy] = [500, 420];  // CSS pixels, on the canvas
  const world = [r0.view[0] + (cx * 2 - (r0.canvas[0] + r0.canvas[2]) / 2) / r0.view[2],
                 r0.view[1] - (cy * 2 - (r0.canvas[1] + r0.canvas[3]) / 2) / r0.view[2]];
  const at = (spread, dx, dy) => [[cx + dx - spread, cy + dy, 1], [cx + dx + spread, cy + dy, 2]];
  await touches(page, 'touchStart', [at(50, 0, 0)[0]], false);
  await touches(page, 'touchStart', at(50, 0, 0));
  for (let i = 1; i <= 6; ++i) await touches(page, 'touchMove', at(50 + 25 * i, 10 * i, -5 * i));
  const r1 = await report(page, 'true', 'a report');
  await touches(page, 'touchEnd', [at(200, 60, -30)[1]]);
  await touches(page, 'touchEnd', []);
  const zoomed = r1.view[2] / r0.view[2];
  check(Math.abs(zoomed - 4) < 1e-9, `the zoom grew ${zoomed} times, not 4 (the fingers spread from 100 to 400)`);
  const [px, py] = pixel(r1, r1.view, world[0], world[1], 2);
  const off = Math.hypot(px - (cx + 60), py - (cy - 30));
  console.log(`  the point under the fingers is ${off.toFixed(3)} px from their centre after the pinch`);
  check(off <= 2, `the point under the fingers moved ${off} px away from them`);
  const r2 = await report(page, 'true', 'a report');
  check(r2.revision === r0.revision, 'the pinch edited the scene');
  await page.close();
});

await step('a long press opens the canvas menu; a tap elsewhere closes it', async () => {
  const page = await openPage(browser, url(dragScene('press')), iPad);
  const r = await report(page, 'r.menu === 0', 'no menu');
  const [x, y] = pixel(r, r.view, 7, -2, 2);  // c2
  await touches(page, 'touchStart', [[x, y]]);
  await report(page, 'r.menu === 1', 'the canvas menu, once the finger has rested');
  await touches(page, 'touchEnd', []);
  const open = await report(page, 'r.menu === 1', 'the menu still open after the finger lifts');
  check(open.revision === r.revision, 'the long press edited the scene');
  await tap(page, 60, 700);
  await report(page, 'r.menu === 0', 'the menu closed by a tap elsewhere');
  await page.close();
});

await step('lesson 004 without a keyboard: the toolbar\'s Page >, the task done by a finger', async () => {
  const lesson = JSON.parse(fs.readFileSync(new URL('../../lessons/004-separating-hyperplane.json', import.meta.url)));
  const second = lesson.pages[1], task = second.task;
  const page = await openPage(browser, url('lesson=004&lang=ja'), iPad);
  const r0 = await report(page, 'r.lesson === "004,1,question" && r.at_page[0] > 0', 'page 1 and the toolbar\'s Page >');
  await tap(page, r0.at_page[0] / 2, r0.at_page[1] / 2);
  const r = await report(page, 'r.lesson === "004,2,task"', 'page 2, its task waiting');
  const shape = second.scene.shapes.find((s) => s.id === task.solution.shape);
  const mid = shape.type === 'segment' ? [(shape.a[0] + shape.b[0]) / 2, (shape.a[1] + shape.b[1]) / 2]
            : shape.type === 'circle' ? shape.center
            : shape.type === 'rect' ? [(shape.min[0] + shape.max[0]) / 2, (shape.min[1] + shape.max[1]) / 2]
            : shape.points.reduce((c, p) => [c[0] + p[0] / shape.points.length, c[1] + p[1] / shape.points.length], [0, 0]);
  const [x0, y0] = pixel(r, r.view, mid[0], mid[1], 2);
  const [x1, y1] = pixel(r, r.view, mid[0] + task.solution.by[0], mid[1] + task.solution.by[1], 2);
  await fingerDrag(page, x0, y0, x1, y1);
  await report(page, 'r.lesson === "004,2,done"', 'the task done, decided by the core');
  await page.close();
});

await step('the iPad turned to portrait and back: the pair of the link stays framed', async () => {
  fs.writeFileSync(path.join(workDir, 'pair.json'), JSON.stringify({hitlab: 1, shapes: [
    {id: 'p', type: 'polygon', points: [[0, 0], [3, 0], [1.5, 2.7]]},
    {id: 'q', type: 'polygon', points: [[2, 1], [4.5, 1.2], [4, 3.3], [2.2, 3]]},
    {id: 'far', type: 'circle', center: [40, 40], radius: 1}]}));
  const page = await openPage(browser, url('scene=/test/pair.json&pair=p,q'), iPad);
  const inside = (r) => {  // the pair's box on the canvas, filling a good part of it one way (the SAT view's bars take room)
    const [x0, y0] = pixel(r, r.view, 0, 3.3, 1), [x1, y1] = pixel(r, r.view, 4.5, 0, 1);
    const fill = Math.max((x1 - x0) / (r.canvas[2] - r.canvas[0]), (y1 - y0) / (r.canvas[3] - r.canvas[1]));
    return x0 >= r.canvas[0] && y0 >= r.canvas[1] && x1 <= r.canvas[2] && y1 <= r.canvas[3] && fill > 0.2;
  };
  const land = await report(page, 'r.framed === 1', 'the pair framed');
  check(inside(land), `landscape: the pair is not framed (view ${land.view}, canvas ${land.canvas})`);
  await page.setViewport(iPadPortrait);
  const port = await report(page, `r.canvas[2] !== ${land.canvas[2]} && r.frame > ${land.frame + 2}`, 'the portrait canvas');
  const settled = await report(page, `r.frame >= ${port.frame + 2}`, 'two frames more');
  check(settled.framed === 1 && inside(settled), `portrait: the pair is not framed (view ${settled.view}, canvas ${settled.canvas})`);
  await page.setViewport(iPad);
  const back = await report(page, `r.canvas[2] === ${land.canvas[2]} && r.canvas[3] === ${land.canvas[3]}`, 'landscape again');
  const again = await report(page, `r.frame >= ${back.frame + 2}`, 'two frames more');
  check(again.view.join() === land.view.join(), `landscape again: the view is ${again.view}, not ${land.view} as before`);
  await page.close();
});

await step('link parameters the page cannot use: it opens anyway, with a notice and the default', async () => {
  const cases = [  // [query, what the report then says]
    ['lang=xx', 'true'],  // (the language last chosen: the one remembered)
    ['lesson=004&page=-3', 'r.lesson.startsWith("004,1,")'],
    ['lesson=004&page=', 'r.lesson.startsWith("004,1,")'],
    ['lesson=999', 'r.lesson.startsWith("-,")'],
    [dragScene('steps') + '&pair=c1,c2&explain&step=abc', 'r.step === 1 && r.pair[0] === 0'],
    [dragScene('steps') + '&pair=c1,c2&explain&step=0', 'r.step === 1'],
    ['band=NaN', 'true'],
    ['band=5', 'true'],
    ['batch=0', 'r.batch === 0'],
    ['batch=1e3', 'r.batch === 0'],
    ['bench-frames=-1', 'true'],
    ['pair=c1', 'true'],
    ['scene=', 'true'],
    ['colour=blue', 'true'],
    // (in Japanese: lang=, then the language last chosen; the notices in the app's language)
    ['lang=ja&colour=blue', 'r.lang === "ja"', /：このページのパラメーターではありません/],
    ['lang=ja&batch=0', 'r.batch === 0', /batch=0：1 から 9999999 までの線分の数を指定してください/],
    ['colour=red', 'r.lang === "ja"', /colour：このページのパラメーターではありません/],
  ];
  let page = null;
  for (const [query, expected, words] of cases) {
    console.log('  ' + query);
    page = page ? await goTo(page, url(query)) : await openPage(browser, url(query), {width: 1280, height: 800, deviceScaleFactor: 1});
    await report(page, expected, `${query}: the page with its default`);
    const name = query.split('&').pop().split('=')[0];
    const text = await page.waitForFunction(() => {
      const box = document.getElementById('messages');
      return box && !box.hidden && box.textContent;
    }, {timeout: 30000}).then((h) => h.jsonValue()).catch(() => '');
    check(text.includes(name), `${query}: no notice naming ${name} (the page says "${text}")`);
    check(text.split('\n').every((line) => line.length < 200), `${query}: a notice longer than a line: ${text}`);
    check(!words || words.test(text), `${query}: the notice is not in the app's language: "${text}"`);
  }
  // Every notice and every parameter's wanted value in both languages, the same {fields} in each.
  const missing = await page.evaluate(() => {
    const fields = (text) => (text.match(/\{\w+\}/g) || []).sort().join();
    const out = [];
    for (const [id, t] of Object.entries(Module.hitlab.notices))
      if (!t.en || !t.ja || fields(t.en) !== fields(t.ja)) out.push(id);
    for (const [name, check] of Object.entries(Module.hitlab.linkChecks))
      if (!check[1].en || !check[1].ja) out.push(name);
    return out;
  });
  check(missing.length === 0, `notices without both languages or with other fields: ${missing}`);
  await page.close();
});

await step('layouts: an iPad either way up and a phone; a lesson, Explain and the task by touch in each', async () => {
  const lesson = JSON.parse(fs.readFileSync(new URL('../../lessons/004-separating-hyperplane.json', import.meta.url)));
  const task = lesson.pages[1].task;
  const shape = lesson.pages[1].scene.shapes.find((s) => s.id === task.solution.shape);
  const mid = [(shape.a[0] + shape.b[0]) / 2, (shape.a[1] + shape.b[1]) / 2];  // (a segment: an interval)
  for (const [name, viewport, layout] of [['ipad-landscape', iPad, 'side'], ['ipad-portrait', iPadPortrait, 'below'],
                                          ['phone', phone, 'sheet']]) {
    const dpr = viewport.deviceScaleFactor, W = viewport.width * dpr, H = viewport.height * dpr;
    const page = await openPage(browser, url('lesson=004&page=2&lang=en'), viewport);
    const r = await report(page, `r.lesson === "004,2,task" && r.layout === "${layout}" && r.at_step[0] > 0`,
                           `${name}: page 2 of the lesson, laid out ${layout}`);
    // Nothing off screen: the canvas, the panel and the toolbar's buttons within the screen, the panel beside
    // or below the canvas (not over it), and the page itself never wider or taller than the screen.
    const within = (x0, y0, x1, y1) => x0 >= 0 && y0 >= 0 && x1 <= W && y1 <= H && x0 < x1 && y0 < y1;
    check(within(...r.canvas), `${name}: the canvas ${r.canvas} is not within the ${W}x${H} screen`);
    check(within(...r.panel), `${name}: the panel ${r.panel} is not within the ${W}x${H} screen`);
    check(layout === 'side' ? r.panel[0] >= r.canvas[2] : r.panel[1] >= r.canvas[3],
          `${name}: the panel ${r.panel} lies over the canvas ${r.canvas}`);
    for (const at of [r.at_undo, r.at_step]) check(within(at[0], at[1], at[0] + 1, at[1] + 1), `${name}: a toolbar button at ${at} is off screen`);
    const overflow = await page.evaluate(() => [document.documentElement.scrollWidth - innerWidth,
                                                document.documentElement.scrollHeight - innerHeight]);
    check(overflow[0] <= 0 && overflow[1] <= 0, `${name}: the page scrolls (${overflow} pixels too wide, too tall)`);
    await page.screenshot({path: path.join(workDir, `layout-${name}.png`)});
    // Explain by the toolbar, the task by a finger, decided by the core.
    await tap(page, r.at_step[0] / dpr, r.at_step[1] / dpr);
    // (the view as it is now: a page still settling its size frames the pair again)
    const now = await report(page, `r.step === ${r.step + 1}`, `${name}: the next Explain step`);
    const [x0, y0] = pixel(now, now.view, mid[0], mid[1], dpr);
    const [x1, y1] = pixel(now, now.view, mid[0] + task.solution.by[0], mid[1] + task.solution.by[1], dpr);
    await fingerDrag(page, x0, y0, x1, y1);
    await report(page, 'r.lesson === "004,2,done"', `${name}: the task done`);
    await page.close();
  }
});

await step('IME: 日本語 composed into the Inspector\'s id field, saved and read back', async () => {
  const page = await openPage(browser, url(dragScene('ime')), {width: 1280, height: 800, deviceScaleFactor: 1});
  const r = await report(page, 'true', 'a report');
  const [x, y] = pixel(r, r.view, 3, -2);
  await click(page, Math.round(x), Math.round(y));  // (c1 selected: the Inspector shows its id)
  const r1 = await report(page, 'r.at_id[0] > 0', 'the Inspector\'s id field');
  await click(page, r1.at_id[0], r1.at_id[1]);
  await report(page, 'r.text_input === 1', 'the id field taking the keyboard');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'text-input', {timeout});
  await press(page, 'Control', 'a');
  const client = await page.createCDPSession();
  // Composition as an input method does it: the reading, its conversion, then the commit.
  await client.send('Input.imeSetComposition', {text: 'にほんご', selectionStart: 4, selectionEnd: 4});
  await client.send('Input.imeSetComposition', {text: '日本語', selectionStart: 3, selectionEnd: 3});
  await client.send('Input.insertText', {text: '日本語'});
  await press(page, 'Enter');
  const renamed = await report(page, `r.revision > ${r1.revision}`, 'the rename, an edit');
  const saved = await autosaved(page, renamed.revision, 'ime');
  check(saved.shapes[0].id === '日本語', `c1 is named "${saved.shapes[0].id}" after the composition, not 日本語`);
  await page.close();
});

// (last: from here on, the site's service worker serves the pages of this origin)
await step('offline after one visit: the page, a lesson, a bundled scene, a share link; a new build takes over', async () => {
  const site = (n) => path.join(workDir, 'site' + n);
  const files = ['index.html', 'hitlab.js', 'hitlab.wasm', 'hitlab.data', 'manifest.webmanifest', 'icon-192.png',
                 'icon-512.png', 'icon-maskable-512.png', 'sw.js', 'scenes'];
  for (const f of files) fs.cpSync(path.join(webDir, f), path.join(site(1), f), {recursive: true});
  server.webDir = site(1);
  const desktop = {width: 1280, height: 800, deviceScaleFactor: 1};
  const page = await openPage(browser, url('lang=en'), desktop);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, {timeout});
  const link = await page.evaluate(() => Module.hitlab.shareLink(JSON.stringify({hitlab: 1, shapes: [
    {id: 'a', type: 'circle', center: [0, 0], radius: 1}, {id: 'b', type: 'circle', center: [3, 0], radius: 1}]}),
    'a,b', 2, 'en'));
  const requests = server.requests;
  await server.stop();
  await page.setOfflineMode(true);
  const offline = async (address, condition, what) => {
    await page.goto(address);
    return report(page, condition, what + ', offline');
  };
  await offline(url('frame-report'), 'r.frame >= 3', 'the page reloaded');
  await offline(url('lesson=002&frame-report'), 'r.lesson.startsWith("002,1,")', 'lesson 002');
  await offline(url('scene=scenes/seed-004-sat-examples.json&pair=A1,B1&frame-report'), 'r.pair[0] >= 0',
                'a bundled scene and its pair');
  const shared = new URL(link);
  shared.searchParams.set('frame-report', '');
  const r = await offline(shared.href, 'r.pair[0] === 0 && r.pair[1] === 1 && r.step === 2', 'the share link');
  const [x, y] = pixel(r, r.view, 3, 0);
  await drag(page, Math.round(x), Math.round(y), Math.round(x) - 40, Math.round(y));
  const edited = await report(page, `r.revision > ${r.revision}`, 'a drag, offline');
  await report(page, `r.autosaved === ${edited.revision}`, 'its autosave, offline');
  check(server.requests === requests, 'a request reached the server while it was gone');

  // A second build: another page (a mark in index.html), so another hash, worker and cache.
  fs.cpSync(site(1), site(2), {recursive: true});
  const index = path.join(site(2), 'index.html');
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<title>', '<title>build 2: '));
  execFileSync('/usr/bin/python3', [new URL('../../app/web/make_sw.py', import.meta.url).pathname,
                                    new URL('../../app/web/sw.js.in', import.meta.url).pathname, site(2)]);
  const version = (n) => /const CACHE = '([^']+)'/.exec(fs.readFileSync(path.join(site(n), 'sw.js'), 'utf8'))[1];
  check(version(1) !== version(2), 'the second build has the first one\'s version');
  server.webDir = site(2);
  await server.resume();
  await page.setOfflineMode(false);
  await page.goto(url('frame-report'));  // (a visit: the browser checks sw.js for a new build)
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await page.waitForFunction(async (v) => (await caches.keys()).filter((k) => k.startsWith('hitlab-')).join() === v,
                             {timeout, polling: 100}, version(2));
  await server.stop();
  await page.setOfflineMode(true);
  await page.goto(url('frame-report'));
  await report(page, 'r.frame >= 3', 'the second build, offline');
  const title = await page.evaluate(() => document.title);
  check(title.startsWith('build 2'), `the page offline is not the second build (its title: ${title})`);
  await page.close();
});

await browser.close();
server.close();
browser.removeProfile();
finish();

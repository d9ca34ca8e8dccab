// The page's judge in JavaScript (issue 38), in Chromium: typed into the Judges section, used, wrong where it
// should be, kept in the browser's storage across a reload, a throwing function a crash verdict (the page
// draws on), Hunt in the page, and a time of impact function (issue 52) judged and hunted in motion. Every step waits for the app's frame report (tests/web/harness.mjs).
//
//   node judge_test.mjs WEB_DIR WORK_DIR
//
// The scene: two segments that touch at an end. The Judges section starts with the first article's strict
// straddle test as an example; used as it is (touching=strict) it agrees (miss), and with its judge_info
// changed to touching=inclusive it is wrong on the pair (touching taken as a miss): the same verdicts as the
// desktop's plugin test (tests/e2e/judge_reload.sh).
import fs from 'node:fs';
import path from 'node:path';
import {check, click, finish, goTo, launch, openPage, press, report, startServer, step} from './harness.mjs';

const [webDir, workDir] = process.argv.slice(2);
fs.rmSync(workDir, {recursive: true, force: true});
fs.mkdirSync(workDir, {recursive: true});
fs.writeFileSync(path.join(workDir, 'touch.json'), JSON.stringify({hitlab: 1, shapes: [
  {id: 'a', type: 'segment', a: [0, 0], b: [2, 0]},
  {id: 'b', type: 'segment', a: [2, 0], b: [3, 1]},
]}));
// (a circle 0.8 from a box whose corners are rounded by 0.5: overlapping the rounded box, clear of the plain one)
fs.writeFileSync(path.join(workDir, 'rounded.json'), JSON.stringify({hitlab: 3, shapes: [
  {id: 'c', type: 'circle', center: [2.8, 0.5], radius: 0.5},
  {id: 'r', type: 'rect', min: [0, 0], max: [2, 1], radius: 0.5},
]}));
// (a bullet through a thin wall in one step: a test at each frame misses it)
fs.writeFileSync(path.join(workDir, 'bullet.json'), JSON.stringify({hitlab: 4, shapes: [
  {id: 'bullet', type: 'point', p: [-1, 0], motion: [3, 0]},
  {id: 'wall', type: 'rect', min: [0, -1], max: [0.1, 1]},
]}));
const server = await startServer(webDir, workDir);
const browser = await launch(workDir);
const url = `${server.origin}/index.html?scene=/test/touch.json&pair=a,b`;

// The sidebar scrolled by the wheel until the place `at` (a field of the report: at_script, at_hunt) is on
// screen, well inside the window.
async function reveal(page, at) {
  for (let turn = 0; turn < 40; ++turn) {
    const r = await report(page, 'true', 'a report');
    const [x, y] = r[at];
    if (y > 120 && y < 640) return [x, y];
    const [x0, y0, x1, y1] = r.panel;
    await page.mouse.move(x0 + 4, (y0 + y1) / 2);  // (the sidebar itself, not a table that scrolls)
    await page.mouse.wheel({deltaY: y < 0 || y >= 640 ? 240 : -240});
    await report(page, `r.frame >= ${r.frame + 3}`, 'frames after the wheel');
  }
  const r = await report(page, 'true', 'a report');
  await page.screenshot({path: path.join(workDir, `no-${at}.png`)});
  throw new Error(`${at} never came on screen (${at}=${r[at]}, panel=${r.panel}, layout=${r.layout})`);
}
// Text typed into the code field (the input method's way: Input.insertText) after the keys given: Control
// End to append, Control A to replace.
async function typeInScript(page, keys, text) {
  const [x, y] = await reveal(page, 'at_script');
  await click(page, x, y);
  await report(page, 'r.text_input === 1', 'the code field has the keyboard');
  await press(page, ...keys);
  const r0 = await report(page, 'true', 'a report');
  await page.keyboard.sendCharacter(text);
  await report(page, `r.frame >= ${r0.frame + 3}`, 'frames after the text');
}
// Text typed at the end of the code field, then Use.
async function appendAndUse(page, text) {
  await typeInScript(page, ['Control', 'End'], text);
  const [ux, uy] = await reveal(page, 'at_use_script');
  await click(page, ux, uy);
}
const judgesHold = (page, text, what) => report(page, `String(r.judges).includes(${JSON.stringify(text)})`, what);

// [SECTION] The steps
await step('the example judge used as it is: strict, it agrees on touching segments', async () => {
  const page = await openPage(browser, url);
  const [x, y] = await reveal(page, 'at_use_script');
  await click(page, x, y);
  await judgesHold(page, 'mine:miss:agrees:0', 'the example judge: miss, agrees, wrong on no pair');
  browser.page = page;
});

await step('its convention changed to inclusive: wrong on the pair, in the section, Results and on the canvas', async () => {
  const page = browser.page;
  await appendAndUse(page, "\nfunction judge_info() { return 'name=mine; touching=inclusive'; }\n");
  const r = await judgesHold(page, 'mine:miss:touching-as-miss:1', 'miss, touching taken as a miss, on 1 pair');
  console.log('  judges=' + r.judges);
  await page.screenshot({path: path.join(workDir, 'judge-wrong.png')});
});

await step('kept in the browser: reloaded, the judge is back with its code', async () => {
  const page = await goTo(browser.page, url);
  await judgesHold(page, 'mine:miss:touching-as-miss:1', 'the judge used again after the reload');
  const code = await page.evaluate(() => FS.readFile('/persist/config/judge.js', {encoding: 'utf8'}));
  check(code.split("touching=inclusive").length === 2 && code.includes('function segment_segment') &&
        code.endsWith("touching=strict'; }\n\nfunction judge_info() { return 'name=mine; touching=inclusive'; }\n"),
        'judge.js holds the code as typed (once, its line breaks kept): ' + JSON.stringify(code.slice(-140)));
});

await step('typing is kept before Use: a reload shows the text typed, the judge still the used one', async () => {
  const page = browser.page;
  await typeInScript(page, ['Control', 'End'], '// not used yet\n');
  // (the file written, and copied to the browser's storage: IndexedDB is written asynchronously)
  await page.waitForFunction(() => {
    const h = Module.hitlab;
    return FS.readFile('/persist/config/judge.js', {encoding: 'utf8'}).endsWith('// not used yet\n') &&
           !h.syncing && h.lastFingerprint === h.fingerprint();
  }, {timeout: 60000, polling: 50});
  await goTo(page, url);
  await judgesHold(page, 'mine:miss:touching-as-miss:1', 'the judge used before, again');
  const code = await page.evaluate(() => FS.readFile('/persist/config/judge.js', {encoding: 'utf8'}));
  check(code.endsWith('// not used yet\n'), 'judge.js holds the text typed after Use: ' + JSON.stringify(code.slice(-60)));
});

await step('numbers only: a points and a distance function without the pair function, judged on their numbers', async () => {
  // (the page's functions write the one answer record C++ reads, at the offsets C++ gives: points off by 0.5)
  const page = browser.page;
  await typeInScript(page, ['Control', 'a'],
                     'function points_segment_segment(a, b, out) { out[0] = 2; out[1] = 0.5; return 1; }\n' +
                     'function distance_segment_segment(a, b) { return 0; }\n' +
                     "function judge_info() { return 'name=mine'; }\n");
  const [ux, uy] = await reveal(page, 'at_use_script');
  await click(page, ux, uy);
  await judgesHold(page, 'mine:numbers_only:points-off:1', 'numbers only, its point off, wrong on the pair');
  const code = await page.evaluate(() => FS.readFile('/persist/config/judge.js', {encoding: 'utf8'}));
  check(!code.includes('function segment_segment'), 'the field was replaced: ' + JSON.stringify(code.slice(0, 80)));
});

await step('a function that throws: a crash verdict with its message, and the page draws on', async () => {
  const page = browser.page;
  await appendAndUse(page, '\nfunction segment_segment(a, b) { return a.nope.x; }\n');
  const r = await judgesHold(page, 'mine:crash:crash', 'the crash verdict');
  await report(page, `r.frame >= ${r.frame + 10}`, 'ten more frames after the crash');
});

await step('Hunt in the page: the throwing judge hunted, a crash finding listed and opened', async () => {
  const page = browser.page;
  const [x, y] = await reveal(page, 'at_hunt');
  await click(page, x, y);
  const r = await report(page, "String(r.hunt).startsWith('done:')", 'the hunt done');
  check(Number(String(r.hunt).slice(5)) >= 1, 'the hunt found something: ' + r.hunt);
  const [fx, fy] = await reveal(page, 'at_finding');
  await click(page, fx, fy);
  const opened = await report(page, 'r.shapes === 2 && r.pair[0] === 0 && r.pair[1] === 1', "the finding's scene opened");
  console.log(`  hunt=${r.hunt}; the first finding opened (pair ${opened.pair})`);
});

await step('a rounded function: asked about a rounded box with its radius last, right where the plain box misses', async () => {
  const page = await goTo(browser.page, `${server.origin}/index.html?scene=/test/rounded.json&pair=c,r`);
  await typeInScript(page, ['Control', 'a'],
                     'function rounded_circle_rect(c, r) {\n' +
                     '  const dx = c[0] - Math.min(Math.max(c[0], r[0]), r[2]);\n' +
                     '  const dy = c[1] - Math.min(Math.max(c[1], r[1]), r[3]);\n' +
                     '  return dx * dx + dy * dy <= (c[2] + r[4]) ** 2;\n}\n' +
                     "function judge_info() { return 'name=mine'; }\n");
  const [ux, uy] = await reveal(page, 'at_use_script');
  await click(page, ux, uy);
  await judgesHold(page, 'mine:meet:agrees:0', 'meet, as the exact answer (the radius reached the function)');
});

await step('a time of impact function: a test at each frame misses the bullet, hunted in motion; the swept one agrees', async () => {
  const page = await goTo(browser.page, `${server.origin}/index.html?scene=/test/bullet.json&pair=bullet,wall`);
  await typeInScript(page, ['Control', 'a'],
                     '// at each frame: t = 0 and t = 1 only\n' +
                     'function toi_point_rect(p, r, va, vb, t) {\n' +
                     '  const inside = (x, y) => x >= r[0] && x <= r[2] && y >= r[1] && y <= r[3];\n' +
                     '  if (inside(p[0], p[1])) { t[0] = 0; return 1; }\n' +
                     '  if (inside(p[0] + va[0] - vb[0], p[1] + va[1] - vb[1])) { t[0] = 1; return 1; }\n' +
                     '  return 0;\n}\n' + "function judge_info() { return 'name=mine'; }\n");
  let [ux, uy] = await reveal(page, 'at_use_script');
  await click(page, ux, uy);
  await judgesHold(page, 'mine:no_contact:contact-missed:', 'no contact: the tunnelling missed, on the pair');
  const [hx, hy] = await reveal(page, 'at_hunt');
  await click(page, hx, hy);
  const r = await report(page, "String(r.hunt).startsWith('done:')", 'the hunt in motion done');
  check(Number(String(r.hunt).slice(5)) >= 1, 'the hunt in motion found nothing: ' + r.hunt);
  await typeInScript(page, ['Control', 'a'],
                     '// swept along x: where the bullet reaches the wall\'s near side\n' +
                     'function toi_point_rect(p, r, va, vb, t) { t[0] = (r[0] - p[0]) / (va[0] - vb[0]); return 1; }\n' +
                     "function judge_info() { return 'name=mine'; }\n");
  [ux, uy] = await reveal(page, 'at_use_script');
  await click(page, ux, uy);
  await judgesHold(page, 'mine:t=0.3333333333333333:agrees:', 'the time 1/3, as the exact one');
  // Its contact normal in t[1], t[2] (abi 5's): from the wall towards the bullet is off, the other way agrees.
  for (const [nx, verdict] of [[-1, 'normal-off'], [1, 'agrees']]) {
    await typeInScript(page, ['Control', 'a'],
                       'function toi_point_rect(p, r, va, vb, t) {\n' +
                       `  t[0] = (r[0] - p[0]) / (va[0] - vb[0]); t[1] = ${nx}; t[2] = 0; return 1;\n}\n` +
                       "function judge_info() { return 'name=mine'; }\n");
    [ux, uy] = await reveal(page, 'at_use_script');
    await click(page, ux, uy);
    await judgesHold(page, `mine:t=0.3333333333333333:${verdict}:`, `the normal (${nx}, 0): ${verdict}`);
  }
  console.log(`  hunt=${r.hunt} in motion`);
});

await browser.close();
browser.removeProfile();
server.close();
finish();
